import {
  canMoveOrder,
  isUuid,
  type Order,
  type OrderStatus,
  statusesThatMoveTo,
} from '@skins/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { cannotCancel, loadOrder, moveIfIn, ORDER_NOT_FOUND } from './orders.service.ts';
import { type OrderRow, orderEvents, orders } from './orders.tables.ts';
import { isGatewayRefusal, type RefundGateway } from './refund-gateway.ts';

export const REFUND_FAILED_MESSAGE =
  'The payment gateway could not refund this order, so it was not cancelled. Please try again.';
const NOT_REFUNDABLE_MESSAGE =
  'This order is marked paid but has no gateway payment to refund. Refund it by hand first.';

const STATUS_WORDS: Record<OrderStatus, string> = {
  Placed: 'placed',
  Processing: 'processing',
  Shipped: 'shipped',
  Delivered: 'delivered',
  CancelRequested: 'waiting for a decision on its cancel request',
  Cancelled: 'cancelled',
};

async function reload(db: Db, id: string): Promise<Order> {
  const order = await loadOrder(db, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * Admin: cancel, refunding a completed payment through the gateway first. The row stays locked
 * (`FOR UPDATE`) from the check to the write, so two cancels cannot refund twice; a refund the
 * gateway refuses rolls everything back and answers 502.
 */
export async function cancelOrder(db: Db, id: string, gateway: RefundGateway): Promise<Order> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound(ORDER_NOT_FOUND);
    if (!canMoveOrder(row.status, 'Cancelled')) throw cannotCancel(row.status);
    const isPaid = row.paymentStatus === 'Completed';
    if (isPaid) {
      if (!row.razorpayPaymentId) throw new AppError(409, 'CONFLICT', NOT_REFUNDABLE_MESSAGE);
      await refund(gateway, row, row.razorpayPaymentId);
    }
    await tx
      .update(orders)
      .set({
        status: 'Cancelled',
        ...(isPaid ? { paymentStatus: 'Refunded' as const } : {}),
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(orders.id, id));
    await tx
      .insert(orderEvents)
      .values({ orderId: id, status: 'Cancelled', at: sql`clock_timestamp()` });
  });
  return reload(db, id);
}

async function refund(gateway: RefundGateway, row: OrderRow, paymentId: string) {
  let failure: unknown = null;
  try {
    const refunded = await gateway.refundPayment(paymentId, row.amountPaidInPaise, {
      order_id: row.id,
      order_number: String(row.number),
    });
    if (refunded.status !== 'failed') return;
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

/** Admin: a forward move (Placed → Processing → Shipped → Delivered), or a cancel with refund. */
export async function moveOrderStatus(
  db: Db,
  id: string,
  status: OrderStatus,
  gateway: RefundGateway,
): Promise<Order> {
  if (status === 'Cancelled') return cancelOrder(db, id, gateway);
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  await db.transaction(async (tx) => {
    const result = await moveIfIn(tx, id, statusesThatMoveTo(status), status);
    if (result.moved) return;
    if (result.current === null) throw notFound(ORDER_NOT_FOUND);
    const message =
      result.current === status
        ? `This order is already ${STATUS_WORDS[status]}.`
        : `This order is ${STATUS_WORDS[result.current]} and cannot move to ${status}.`;
    throw new AppError(409, 'CONFLICT', message, { status: result.current });
  });
  return reload(db, id);
}

/** Admin: removes a cancelled order with its items and history; any other order is kept. */
export async function deleteOrder(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  const deleted = await db
    .delete(orders)
    .where(and(eq(orders.id, id), eq(orders.status, 'Cancelled')))
    .returning({ id: orders.id });
  if (deleted.length === 1) return;
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  throw new AppError(409, 'CONFLICT', 'Only cancelled orders can be deleted.', {
    status: row.status,
  });
}
