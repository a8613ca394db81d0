import {
  CANCELLABLE_STATUSES,
  canMoveOrder,
  formatInr,
  invoicedOrderKeptMessage,
  isUuid,
  type Order,
  type OrderStatus,
  statusesThatMoveTo,
} from '@skins/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { MailRow } from '../mail/index.ts';
import { returnCouponOfUnshippedOrder } from './coupon-return.ts';
import { issueCreditNote } from './invoice-numbers.ts';
import { type OrderMailer, queueOrderMail, queueOwnerOrderMail } from './order-mailer.ts';
import {
  cancelRequestedMail,
  orderCancelledMail,
  orderDeliveredMail,
  orderRefundedMail,
  orderShippedMail,
  type RefundFacts,
} from './order-status-mail.ts';
import { giveBackOrderStock } from './order-stock.ts';
import { hashOrderToken } from './order-token.ts';
import { cannotCancel, loadOrder, moveIfIn, ORDER_NOT_FOUND } from './orders.service.ts';
import { type OrderRow, orderEvents, orders } from './orders.tables.ts';
import { ownerCancelRequestMail } from './owner-mail.ts';
import { isGatewayRefusal, type RefundGateway } from './refund-gateway.ts';

export const REFUND_FAILED_MESSAGE =
  'The payment gateway could not refund this order, so it was not cancelled. Please try again.';
/**
 * A `Completed` order with no gateway payment (cash on delivery, manual): the gateway cannot
 * refund it, so it is not cancelled here (docs/decisions/017-cash-on-delivery.md).
 */
function notRefundable(row: OrderRow): AppError {
  const how = row.paymentMethod === 'COD' ? 'paid in cash on delivery' : 'marked paid by hand';
  return new AppError(
    409,
    'CONFLICT',
    `This order was ${how}, so the payment gateway cannot refund it and it was not cancelled. Refund ${formatInr(row.amountPaidInPaise)} to the shopper by hand.`,
    { paymentMethod: row.paymentMethod, paymentStatus: row.paymentStatus },
  );
}

const STATUS_WORDS: Record<OrderStatus, string> = {
  Placed: 'placed',
  Processing: 'processing',
  Shipped: 'shipped',
  Delivered: 'delivered',
  CancelRequested: 'waiting for a decision on its cancel request',
  Cancelled: 'cancelled',
};

/** The order after a change, and the mail it wrote (sent now that the change is committed). */
export async function answerAfterCommit(
  db: Db,
  mailer: OrderMailer,
  id: string,
  mails: readonly (MailRow | null)[],
): Promise<Order> {
  mailer.mail.sendQueued(mails.filter((mail): mail is MailRow => mail !== null));
  const order = await loadOrder(db, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * The shopper's cancel request (token): Placed or Processing → CancelRequested, their reason (if
 * any) kept as the history's note, with the cancel-requested mail and the owner's mail in the
 * same transaction.
 */
export async function requestCancel(
  db: Db,
  mailer: OrderMailer,
  id: string,
  token: string,
  reason: string | null,
): Promise<Order> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  const ownOrder = eq(orders.tokenHash, hashOrderToken(token));
  const mails = await db.transaction(async (tx) => {
    const result = await moveIfIn(tx, id, CANCELLABLE_STATUSES, 'CancelRequested', ownOrder, {
      note: reason,
    });
    if (result.moved) {
      return [
        await queueOrderMail(tx, mailer, id, cancelRequestedMail),
        await queueOwnerOrderMail(tx, mailer, id, (order, to, url) =>
          ownerCancelRequestMail(order, to, url, reason),
        ),
      ];
    }
    if (result.current === null) throw notFound(ORDER_NOT_FOUND);
    throw cannotCancel(result.current);
  });
  return answerAfterCommit(db, mailer, id, mails);
}

/**
 * Admin: cancel, refunding a completed payment through the gateway first. The row stays locked
 * (`FOR UPDATE`) from the check to the write, so two cancels cannot refund twice; a refund the
 * gateway refuses rolls everything back and answers 502. An order that never shipped gives its
 * coupon use back (coupon-return.ts). A refund numbers the credit note of an invoiced order. The
 * same transaction writes one mail: refunded (amount, refund id) for an order with money paid,
 * cancelled otherwise (nothing paid: a pending payment, a replacement, a Rs. 0 order).
 */
export async function cancelOrder(
  db: Db,
  mailer: OrderMailer,
  id: string,
  gateway: RefundGateway,
  actor: string | null,
): Promise<Order> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  let isBackInStock = false;
  const mail = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound(ORDER_NOT_FOUND);
    if (!canMoveOrder(row.status, 'Cancelled')) throw cannotCancel(row.status);
    // Only money taken is given back: a replacement (decision 054) or a Rs. 0 order is
    // `Completed` with nothing paid, and cancels with no refund and no credit note.
    const owesRefund = row.paymentStatus === 'Completed' && row.amountPaidInPaise > 0;
    let refunded: RefundFacts | null = null;
    if (owesRefund) {
      if (!row.razorpayPaymentId) throw notRefundable(row);
      refunded = await refund(tx, gateway, row, row.razorpayPaymentId);
    }
    await tx
      .update(orders)
      .set({
        status: 'Cancelled',
        ...(refunded
          ? { paymentStatus: 'Refunded' as const, razorpayRefundId: refunded.refundId }
          : {}),
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(orders.id, id));
    if (refunded && row.invoiceNumber !== null) await issueCreditNote(tx, id);
    await tx
      .insert(orderEvents)
      .values({ orderId: id, status: 'Cancelled', at: sql`clock_timestamp()`, actor });
    // Still under the row lock, so a use is given back once (coupon-return.ts).
    await returnCouponOfUnshippedOrder(tx, id);
    // And its units go back to stock, once (order-stock.ts, decision 065).
    isBackInStock = await giveBackOrderStock(tx, id);
    const facts = refunded;
    return queueOrderMail(tx, mailer, id, (order, url, creditNoteUrl) =>
      facts ? orderRefundedMail(order, url, facts, creditNoteUrl) : orderCancelledMail(order, url),
    );
  });
  if (isBackInStock) mailer.stock?.soldOutChanged();
  return answerAfterCommit(db, mailer, id, [mail]);
}

async function refund(
  tx: Tx,
  gateway: RefundGateway,
  row: OrderRow,
  paymentId: string,
): Promise<RefundFacts> {
  let failure: unknown = null;
  try {
    const notes = { order_id: row.id, order_number: String(row.number) };
    const refunded = await gateway.refundPayment(paymentId, row.amountPaidInPaise, notes, tx);
    if (refunded.status !== 'failed') {
      return { amountInPaise: row.amountPaidInPaise, refundId: refunded.id ?? null };
    }
  } catch (error) {
    failure = error;
  }
  // Admin-only: the gateway's own words help whoever has to sort it out.
  const details = isGatewayRefusal(failure)
    ? { gatewayCode: failure.code, gatewayDescription: failure.description }
    : undefined;
  const error = new AppError(502, 'GATEWAY_ERROR', REFUND_FAILED_MESSAGE, details);
  error.cause = failure;
  throw error;
}

/**
 * Admin: a forward move (Placed → Processing → Shipped → Delivered), or a cancel with refund.
 * Shipped and Delivered write their mail in the move's transaction (a move to Shipped here has
 * no courier: PUT /ship is the call that records one).
 */
export async function moveOrderStatus(
  db: Db,
  mailer: OrderMailer,
  id: string,
  status: OrderStatus,
  gateway: RefundGateway,
  actor: string | null,
): Promise<Order> {
  if (status === 'Cancelled') return cancelOrder(db, mailer, id, gateway, actor);
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  const mails = await db.transaction(async (tx) => {
    const result = await moveIfIn(tx, id, statusesThatMoveTo(status), status, undefined, {
      actor,
    });
    if (result.moved) {
      if (status === 'Shipped')
        return [await queueOrderMail(tx, mailer, id, (order, url) => orderShippedMail(order, url))];
      if (status === 'Delivered') return queueDeliveredMails(tx, mailer, id);
      return [];
    }
    if (result.current === null) throw notFound(ORDER_NOT_FOUND);
    throw refusedMove(result.current, status);
  });
  return answerAfterCommit(db, mailer, id, mails);
}

/** The delivered mail, and what else the delivery writes (`mailer.onDelivered`). */
export async function queueDeliveredMails(
  tx: Tx,
  mailer: OrderMailer,
  id: string,
): Promise<(MailRow | null)[]> {
  const delivered = await queueOrderMail(tx, mailer, id, (order, url) =>
    orderDeliveredMail(order, url, mailer.returnWindowDays),
  );
  return [delivered, (await mailer.onDelivered?.(tx, id)) ?? null];
}

/** 409 for a move the order's status does not allow; `details.status` is the current one. */
export function refusedMove(current: OrderStatus, to: OrderStatus): AppError {
  const message =
    current === to
      ? `This order is already ${STATUS_WORDS[to]}.`
      : `This order is ${STATUS_WORDS[current]} and cannot move to ${to}.`;
  return new AppError(409, 'CONFLICT', message, { status: current });
}

/** Admin: removes a cancelled order with its items and history; any other order is kept. */
export async function deleteOrder(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  // An invoiced order is a tax record (its invoice and credit note are numbered without gaps and
  // kept for years): never deleted, cancelled or not.
  const deleted = await db
    .delete(orders)
    .where(and(eq(orders.id, id), eq(orders.status, 'Cancelled'), isNull(orders.invoiceNumber)))
    .returning({ id: orders.id });
  if (deleted.length === 1) return;
  const [row] = await db
    .select({ status: orders.status, invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  if (row.status !== 'Cancelled' || row.invoiceNumber === null) {
    throw new AppError(409, 'CONFLICT', 'Only cancelled orders can be deleted.', {
      status: row.status,
    });
  }
  throw new AppError(409, 'CONFLICT', invoicedOrderKeptMessage(row.invoiceNumber), {
    status: row.status,
    invoiceNumber: row.invoiceNumber,
  });
}
