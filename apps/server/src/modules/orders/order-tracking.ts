import { isUuid, type OrderStatus, type OrderTracking, paiseToRupees } from '@skins/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { ORDER_NOT_FOUND, shipmentView } from './orders.service.ts';
import { orderEvents, orders } from './orders.tables.ts';

/** Status and its history, for anyone who knows the order id: no personal data. */
export async function trackOrder(db: Db, id: string): Promise<OrderTracking> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      trackingUrl: orders.trackingUrl,
      shippedAt: orders.shippedAt,
      paymentStatus: orders.paymentStatus,
      amountPaidInPaise: orders.amountPaidInPaise,
      invoiceNumber: orders.invoiceNumber,
    })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const history = await eventsOfOrder(db, id);
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // A corrected shipment is an event of its own, but the timeline shows each status once.
    history: history
      .filter((event, index) => index === 0 || history[index - 1]?.status !== event.status)
      .map((event) => ({ status: event.status, at: event.at.toISOString() })),
    shipment: shipmentView(row),
    paymentStatus: row.paymentStatus,
    refund: row.paymentStatus === 'Refunded' ? refundView(row, history) : null,
    invoiceNumber: row.invoiceNumber,
  };
}

/**
 * A refund is only made by the admin's cancel, in the transaction that writes the `Cancelled`
 * event, for the whole amount paid: the amount and that event's time say it without a column.
 */
function refundView(
  row: { amountPaidInPaise: number; updatedAt: Date },
  history: readonly { status: OrderStatus; at: Date }[],
): NonNullable<OrderTracking['refund']> {
  const cancelled = history.findLast((event) => event.status === 'Cancelled');
  return {
    amount: paiseToRupees(row.amountPaidInPaise),
    at: (cancelled?.at ?? row.updatedAt).toISOString(),
  };
}

/** An order's history, oldest first (ties in the order they were written). */
export function eventsOfOrder(db: Db, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}
