import {
  courierTrackingUrl,
  type DeclineCancelInput,
  isUuid,
  type Order,
  type OrderStatus,
  type ShipOrderInput,
} from '@skins/shared';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { MailRow } from '../mail/index.ts';
import { type OrderMailer, queueOrderMail } from './order-mailer.ts';
import { answerAfterCommit, queueDeliveredMails, refusedMove } from './order-status.ts';
import { cancelDeclinedMail, orderShippedMail } from './order-status-mail.ts';
import { moveIfIn, ORDER_NOT_FOUND } from './orders.service.ts';
import { type OrderRow, orderEvents, orders } from './orders.tables.ts';

// The admin's steps after payment (API.md § Orders after payment): ship (or correct the
// shipment), deliver, decline a cancel request. Each locks the order's row, changes it, records
// the step with the admin's email and writes its mail, all in one transaction: a repeated or
// concurrent call finds the change made and writes no second mail.

/** Statuses an order ships from; a cancel request must be declined first. */
const SHIPPABLE: readonly OrderStatus[] = ['Placed', 'Processing'];
/** Statuses an order is delivered from (a parcel handed over in person skips Shipped). */
const DELIVERABLE: readonly OrderStatus[] = ['Placed', 'Processing', 'Shipped'];

const CANNOT_SHIP_MESSAGES: Partial<Record<OrderStatus, string>> = {
  CancelRequested:
    'The shopper asked to cancel this order. Decline the request first, or cancel the order.',
  Delivered: 'This order has been delivered; its shipment can no longer change.',
  Cancelled: 'This order is cancelled and cannot be shipped.',
};

async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/**
 * Ships a Placed or Processing order with its courier and AWB, or corrects the shipment of a
 * Shipped one. A call that changes nothing (the same courier, number and page) answers the order
 * and writes no mail; each call that changes something writes one shipped mail.
 */
export async function shipOrder(
  db: Db,
  mailer: OrderMailer,
  id: string,
  input: ShipOrderInput,
  actor: string | null,
): Promise<Order> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  const mail = await db.transaction(async (tx) =>
    shipLockedOrder(tx, mailer, await lockOrder(tx, id), input, actor),
  );
  return answerAfterCommit(db, mailer, id, [mail]);
}

/**
 * The ship step on an order row the caller has locked (`FOR UPDATE`) in its transaction: the
 * single ship and the bulk ship (order-bulk-ship.ts) both go through it. Answers the shipped
 * mail to send after commit, or null when nothing changed.
 */
export async function shipLockedOrder(
  tx: Tx,
  mailer: OrderMailer,
  row: OrderRow,
  input: ShipOrderInput,
  actor: string | null,
): Promise<MailRow | null> {
  const shipped = await recordShipment(tx, row, input, actor);
  if (shipped === null) return null;
  return queueOrderMail(tx, mailer, row.id, (order, url) =>
    orderShippedMail(order, url, shipped.isCorrection),
  );
}

/**
 * Records the shipment of a locked order and its history's step, without a mail (a
 * replacement's shipment has its own); null when nothing changed.
 */
export async function recordShipment(
  tx: Tx,
  row: OrderRow,
  input: ShipOrderInput,
  actor: string | null,
): Promise<{ isCorrection: boolean } | null> {
  const { courier, trackingNumber } = input;
  // The schema asks `Other` for its page; a known courier's comes from its template.
  const trackingUrl = input.trackingUrl ?? courierTrackingUrl(courier, trackingNumber);
  if (trackingUrl === null) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
      fields: { trackingUrl: 'Give the tracking page for another courier.' },
    });
  }
  const cannotShip = cannotShipMessage(row.status);
  if (cannotShip !== null) {
    throw new AppError(409, 'CONFLICT', cannotShip, { status: row.status });
  }
  const isCorrection = row.status === 'Shipped';
  const isUnchanged =
    row.courier === courier &&
    row.trackingNumber === trackingNumber &&
    row.trackingUrl === trackingUrl;
  if (isCorrection && isUnchanged) return null;
  await tx
    .update(orders)
    .set({
      status: 'Shipped',
      courier,
      trackingNumber,
      trackingUrl,
      // A correction keeps the day the parcel left.
      shippedAt: row.shippedAt ?? sql`clock_timestamp()`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(eq(orders.id, row.id));
  const note = `${courier} ${trackingNumber}`;
  await tx.insert(orderEvents).values({
    orderId: row.id,
    status: 'Shipped',
    at: sql`clock_timestamp()`,
    actor,
    note: isCorrection ? `Shipment corrected: ${note}` : note,
  });
  return { isCorrection };
}

/** Why an order in this status cannot ship (Shipped can: its shipment is corrected); else null. */
export function cannotShipMessage(status: OrderStatus): string | null {
  if (status === 'Shipped' || SHIPPABLE.includes(status)) return null;
  return CANNOT_SHIP_MESSAGES[status] ?? `This order is ${status} and cannot ship.`;
}

/** Placed, Processing or Shipped → Delivered, with the delivered mail; once. */
export async function deliverOrder(
  db: Db,
  mailer: OrderMailer,
  id: string,
  actor: string | null,
): Promise<Order> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  const mails = await db.transaction(async (tx) => {
    const result = await moveIfIn(tx, id, DELIVERABLE, 'Delivered', undefined, { actor });
    if (result.moved) return queueDeliveredMails(tx, mailer, id);
    if (result.current === null) throw notFound(ORDER_NOT_FOUND);
    throw refusedMove(result.current, 'Delivered');
  });
  return answerAfterCommit(db, mailer, id, mails);
}

/**
 * The status the order had when the shopper asked to cancel: the event before the latest
 * CancelRequested in its history (a request is only made from Placed or Processing).
 */
async function statusBeforeCancelRequest(tx: Tx, id: string): Promise<OrderStatus> {
  const [requested] = await tx
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, id), eq(orderEvents.status, 'CancelRequested')))
    .orderBy(desc(orderEvents.at))
    .limit(1);
  const [before] = await tx
    .select({ status: orderEvents.status })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, id),
        ne(orderEvents.status, 'CancelRequested'),
        requested ? sql`${orderEvents.at} <= ${requested.at}` : undefined,
      ),
    )
    .orderBy(desc(orderEvents.at))
    .limit(1);
  return before?.status ?? 'Placed';
}

/** CancelRequested → the status before it, with the declined mail carrying the reason; once. */
export async function declineCancelRequest(
  db: Db,
  mailer: OrderMailer,
  id: string,
  { reason }: DeclineCancelInput,
  actor: string | null,
): Promise<Order> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  const mail = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    if (row.status !== 'CancelRequested') {
      throw new AppError(409, 'CONFLICT', 'This order has no cancel request waiting.', {
        status: row.status,
      });
    }
    const previous = await statusBeforeCancelRequest(tx, id);
    await tx
      .update(orders)
      .set({ status: previous, updatedAt: sql`clock_timestamp()` })
      .where(eq(orders.id, id));
    await tx.insert(orderEvents).values({
      orderId: id,
      status: previous,
      at: sql`clock_timestamp()`,
      actor,
      note: `Cancel request declined: ${reason}`,
    });
    return queueOrderMail(tx, mailer, id, (order, url) => cancelDeclinedMail(order, url, reason));
  });
  return answerAfterCommit(db, mailer, id, [mail]);
}
