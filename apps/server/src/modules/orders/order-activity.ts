import { isUuid, type OrderActivity } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { mailsForOrder } from '../mail/index.ts';
import { eventsOfOrder } from './order-tracking.ts';
import { ORDER_NOT_FOUND } from './orders.service.ts';
import { orders } from './orders.tables.ts';

/**
 * The gateway order id of the checkout an order was paid through. A port, as the refund gateway
 * is: payments owns checkouts and imports orders, so orders never imports payments (app.ts
 * passes payments' `gatewayOrderIdOfCheckout`).
 */
export type GatewayOrderIdOf = (checkoutId: string) => Promise<string | null>;

/**
 * GET /orders/{id}/activity (admin): every step with who and when, the gateway's ids, and the
 * mails written about the order with where each one is.
 */
export async function orderActivity(
  db: Db,
  id: string,
  gatewayOrderIdOf: GatewayOrderIdOf,
): Promise<OrderActivity> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  const [row] = await db
    .select({
      checkoutId: orders.checkoutId,
      paymentId: orders.razorpayPaymentId,
      refundId: orders.razorpayRefundId,
    })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [events, mails, gatewayOrderId] = await Promise.all([
    eventsOfOrder(db, id),
    mailsForOrder(db, id),
    row.checkoutId === null ? null : gatewayOrderIdOf(row.checkoutId),
  ]);
  return {
    history: events.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      actor: event.actor,
      note: event.note,
    })),
    gateway: { orderId: gatewayOrderId, paymentId: row.paymentId, refundId: row.refundId },
    mails,
  };
}
