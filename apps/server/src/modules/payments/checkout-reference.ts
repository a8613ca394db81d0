import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkouts } from './checkouts.tables.ts';

/**
 * The gateway's order id of a checkout (Razorpay's `order_…`), for the admin's order page; null
 * when the gateway never answered create-order.
 */
export async function gatewayOrderIdOfCheckout(db: Db, checkoutId: string): Promise<string | null> {
  const [row] = await db
    .select({ razorpayOrderId: checkouts.razorpayOrderId })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  return row?.razorpayOrderId ?? null;
}
