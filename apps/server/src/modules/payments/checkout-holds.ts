import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { checkouts } from './checkouts.tables.ts';

/**
 * Whether a pending checkout has a line of this product: it may still become an order, whose
 * line must point at the product (product delete deactivates instead).
 */
export async function isProductHeldByPendingCheckout(
  db: Db | Tx,
  productId: string,
): Promise<boolean> {
  const heldLine = JSON.stringify([{ productId }]);
  const [held] = await db
    .select({ one: sql`1` })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.status, 'pending'),
        sql`${checkouts.snapshot} -> 'lines' @> ${heldLine}::jsonb`,
      ),
    )
    .limit(1);
  return held !== undefined;
}
