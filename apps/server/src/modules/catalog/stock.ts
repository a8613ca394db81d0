import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { products } from './catalog.tables.ts';
import { productIdOrSlugIn } from './product-lookup.ts';

// A product's stock (decision 065): `products.stock` is the units on hand not yet sold, null for
// made to order (never runs out). An order takes its units in the transaction that places it
// (paid online, cash on delivery, manual, a replacement) and gives them back when it is
// cancelled or returned. Every change reads the product under its row lock first (in the
// products' id order, so two orders of the same products queue instead of deadlocking), then
// writes the new figure: no unit is sold twice, on PGlite or PostgreSQL.

/** One order line as the stock counts it. */
export interface StockLine {
  productId: string | null;
  quantity: number;
}

/** A stocked product as its row lock read it. */
export interface StockedProduct {
  id: string;
  name: string;
  stock: number;
}

/** A product that fell to the low-stock threshold with this change (`low-stock` mail). */
export type LowStock = StockedProduct;

export interface StockTaken {
  /** Per line, in the lines' order: the units it took (its `order_items.stock_taken`). */
  takenByLine: number[];
  /** Products that crossed from above the threshold to at or below it. */
  lowStock: LowStock[];
  /** Units an order needed that were no longer there (an online payment that came too late). */
  shortfalls: { product: StockedProduct; missing: number }[];
  /** A product went from some units to none: the storefront's Sold out changed. */
  isSoldOutChanged: boolean;
}

/** The product's name in the 409: the shopper knows which line to remove. */
export function outOfStock(product: Pick<StockedProduct, 'id' | 'name' | 'stock'>, left: number) {
  const message =
    left <= 0
      ? `${product.name} is sold out. Please remove it from your cart and try again.`
      : `Only ${left} of ${product.name} ${left === 1 ? 'is' : 'are'} left. Please lower the quantity and try again.`;
  return new AppError(409, 'OUT_OF_STOCK', message, {
    product: product.id,
    name: product.name,
    left: Math.max(left, 0),
  });
}

/** Units per product id, the lines of one product added up. */
export function unitsByProduct(lines: readonly StockLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    if (productId) units.set(productId, (units.get(productId) ?? 0) + quantity);
  }
  return units;
}

/** Whether any of these products (ids or slugs) counts its stock: a checkout must then hold it. */
export async function hasStockedProducts(
  db: Db | Tx,
  idsOrSlugs: readonly string[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(productIdOrSlugIn(idsOrSlugs), isNotNull(products.stock)))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks the stocked ones among these products (`FOR UPDATE`, in id order) and answers them by
 * id; made-to-order products are neither locked nor answered.
 */
export async function lockStockedProducts(
  tx: Tx,
  productIds: readonly string[],
): Promise<Map<string, StockedProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(and(inArray(products.id, [...new Set(productIds)]), isNotNull(products.stock)))
    .orderBy(asc(products.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, { ...row, stock: row.stock ?? 0 }]));
}

async function setStock(tx: Tx, productId: string, stock: number): Promise<void> {
  await tx.update(products).set({ stock }).where(eq(products.id, productId));
}

/**
 * Takes the lines' units from their products' stock, in the caller's transaction. `mode`:
 * `refuse` throws 409 OUT_OF_STOCK naming the first product with too few units (nothing is
 * taken: the caller's transaction rolls back); `record` is for money already taken (a gateway
 * payment settling after its checkout's hold lapsed): what is left is taken, the rest answered
 * as a shortfall for the caller to flag. Made-to-order products take nothing.
 */
export async function takeStock(
  tx: Tx,
  lines: readonly StockLine[],
  mode: 'refuse' | 'record',
  lowStockThreshold: number,
): Promise<StockTaken> {
  const wanted = unitsByProduct(lines);
  const stocked = await lockStockedProducts(tx, [...wanted.keys()]);
  const taken: StockTaken = {
    takenByLine: lines.map(() => 0),
    lowStock: [],
    shortfalls: [],
    isSoldOutChanged: false,
  };
  if (stocked.size === 0) return taken;
  const available = new Map<string, number>();
  for (const product of stocked.values()) {
    const units = wanted.get(product.id) ?? 0;
    if (units > product.stock) {
      if (mode === 'refuse') throw outOfStock(product, product.stock);
      taken.shortfalls.push({ product, missing: units - product.stock });
    }
    const after = Math.max(product.stock - units, 0);
    available.set(product.id, product.stock);
    await setStock(tx, product.id, after);
    if (product.stock > lowStockThreshold && after <= lowStockThreshold) {
      taken.lowStock.push({ ...product, stock: after });
    }
    if (product.stock > 0 && after === 0) taken.isSoldOutChanged = true;
  }
  // Each line takes what its product still has, in the lines' order.
  lines.forEach((line, index) => {
    const left = line.productId ? available.get(line.productId) : undefined;
    if (left === undefined || !line.productId) return;
    const units = Math.min(line.quantity, left);
    taken.takenByLine[index] = units;
    available.set(line.productId, left - units);
  });
  return taken;
}

/**
 * Gives units back to their products (a cancel, a received return), in the caller's
 * transaction, which has already set the lines' `stock_taken` down. A product made to order
 * since takes nothing back. Answers whether a sold-out product has units again.
 */
export async function giveBackStock(tx: Tx, lines: readonly StockLine[]): Promise<boolean> {
  const given = unitsByProduct(lines);
  const stocked = await lockStockedProducts(tx, [...given.keys()]);
  let isSoldOutChanged = false;
  for (const product of stocked.values()) {
    const units = given.get(product.id) ?? 0;
    if (units === 0) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}` })
      .where(eq(products.id, product.id));
    if (product.stock === 0) isSoldOutChanged = true;
  }
  return isSoldOutChanged;
}
