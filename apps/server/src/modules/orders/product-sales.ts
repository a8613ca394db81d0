import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders } from './orders.tables.ts';

// What orders know about a product: whether anyone bought it, and how much of it sells.

/** Whether any order has a line of this product (its snapshot must then keep pointing at it). */
export async function hasOrderedProduct(db: Db | Tx, productId: string): Promise<boolean> {
  const [ordered] = await db
    .select({ one: sql`1` })
    .from(orderItems)
    .where(eq(orderItems.productId, productId))
    .limit(1);
  return ordered !== undefined;
}

/**
 * A correlated subquery for a product list's ORDER BY: units of the product (`productId`, the
 * outer query's column) in orders paid (payment Completed) in the last `days`; refunded orders
 * no longer count. One index lookup per product (order_items_product_idx).
 */
export function unitsSoldInLastDays(productId: AnyPgColumn, days: number): SQL<number> {
  return sql<number>`(
  select coalesce(sum(${orderItems.quantity}), 0)
  from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orderItems.productId} = ${productId}
    and ${orders.paymentStatus} = 'Completed'
    and ${orders.createdAt} > now() - make_interval(days => ${days})
)`;
}
