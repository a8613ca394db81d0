import { and, eq, exists, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { returnCouponRedemption } from '../campaigns/index.ts';
import { couponRedemptions, orderEvents, orders } from './orders.tables.ts';

/**
 * Whether the order ever left the shop: a shipment recorded (PUT /ship), or a `Shipped` step in
 * its history (PUT /status takes Shipped without a courier, so the columns alone do not know).
 * SQL, so hasPaidOrder asks the same question of many orders at once.
 */
export function wasShipped(): SQL {
  return or(
    isNotNull(orders.shippedAt),
    eq(orders.status, 'Shipped'),
    exists(
      sql`(select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.status} = 'Shipped')`,
    ),
  ) as SQL;
}

/**
 * Gives the coupon use of an order that is being cancelled back to its campaign, when the order
 * never shipped (a welcome or first-order code becomes usable again; `maxRedemptions` counts it
 * back). Call in the cancel's transaction with the order's row locked (`FOR UPDATE`): the
 * redemption row is deleted and only the call whose DELETE found it counts back, so a use is
 * given back once however many cancels race (the others wait on the row lock, then find the
 * order cancelled). Lock order: the order's row, then the campaign's — checkouts lock only the
 * campaign's, so no cycle. A shipped order keeps its use. Answers whether a use was given back.
 */
export async function returnCouponOfUnshippedOrder(tx: Tx, orderId: string): Promise<boolean> {
  const [shipped] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), wasShipped()));
  if (shipped) return false;
  const [released] = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ campaignId: couponRedemptions.campaignId });
  if (!released) return false;
  await returnCouponRedemption(tx, released.campaignId);
  return true;
}
