import { eq, type SQL, sql } from 'drizzle-orm';
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
 * Units per product in orders paid (payment Completed) in the last `days`, as a subquery of
 * rows `(product_id uuid, units int)`, one per product that sold any: what the catalog copies
 * into its popularity column; refunded orders no longer count.
 */
export function unitsSoldPerProductInLastDays(days: number): SQL {
  return sql`(
  select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as units
  from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orders.paymentStatus} = 'Completed'
    and ${orders.createdAt} > now() - make_interval(days => ${days})
    -- A deleted product's lines keep their sale with no product: none to rank, and a null here
    -- would make the caller's NOT IN match nothing.
    and ${orderItems.productId} is not null
  group by ${orderItems.productId}
)`;
}
