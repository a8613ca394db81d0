import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lockStockedProducts, outOfStock, unitsByProduct } from '../catalog/index.ts';
import { type CheckoutLineRow, checkouts } from './checkouts.tables.ts';

/**
 * The stock check at create-order and cash on delivery (decision 065), in the transaction that
 * stores the checkout: the cart's stocked products are locked (id order), and a pending,
 * unexpired checkout holds its units as it holds its coupon, so a product whose stock minus what
 * other shoppers' checkouts hold is below what this cart asks for is 409 OUT_OF_STOCK, naming it.
 * A shopper's own earlier checkouts (same email) hold nothing against them: changing the cart or
 * the address makes a new checkout, and its payment takes the units.
 */
export async function holdStockForCheckout(
  tx: Tx,
  lines: readonly CheckoutLineRow[],
  email: string,
  now: Date,
): Promise<void> {
  const wanted = unitsByProduct(lines);
  const stocked = await lockStockedProducts(tx, [...wanted.keys()]);
  if (stocked.size === 0) return;
  const held = await heldUnits(tx, [...stocked.keys()], email, now);
  for (const product of stocked.values()) {
    const left = product.stock - (held.get(product.id) ?? 0);
    if ((wanted.get(product.id) ?? 0) > left) throw outOfStock(product, left);
  }
}

/** Units of these products in other shoppers' pending, unexpired checkouts. */
async function heldUnits(
  tx: Tx,
  productIds: string[],
  email: string,
  now: Date,
): Promise<Map<string, number>> {
  const line = sql`jsonb_array_elements(${checkouts.snapshot} -> 'lines')`;
  const rows = await tx
    .select({
      productId: sql<string>`held.line ->> 'productId'`,
      units: sql<number>`sum((held.line ->> 'quantity')::int)::int`.mapWith(Number),
    })
    .from(checkouts)
    .innerJoin(sql`lateral ${line} as held(line)`, sql`true`)
    .where(
      and(
        eq(checkouts.status, 'pending'),
        gt(checkouts.expiresAt, now),
        ne(checkouts.email, email),
        inArray(sql`held.line ->> 'productId'`, productIds),
      ),
    )
    .groupBy(sql`held.line ->> 'productId'`);
  return new Map(rows.map((row) => [row.productId, row.units]));
}
