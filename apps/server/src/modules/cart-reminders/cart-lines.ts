import type { Db, Tx } from '../../db/client.ts';
import { findSellableProducts, type SellableProduct } from '../catalog/index.ts';
import type { CartReminderLine } from './cart-reminders.tables.ts';

// A reminder's lines at today's prices: what its mail shows and its link puts back.

/** A kept line as the catalog sells it today. */
export interface PricedLine {
  line: CartReminderLine;
  product: SellableProduct;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Lines whose product is withdrawn (or gone), or no longer offers the line's device. */
  dropped: CartReminderLine[];
}

/** A product with no device list fits every device (catalog/device-fit.ts says the same). */
function offersDevice(product: SellableProduct, line: CartReminderLine): boolean {
  const { compatibility } = product;
  return (
    compatibility.length === 0 ||
    compatibility.some(
      (device) => device.brand === line.selectedBrand && device.models.includes(line.selectedModel),
    )
  );
}

export async function priceCartLines(
  db: Db | Tx,
  lines: readonly CartReminderLine[],
): Promise<PricedCart> {
  const sellable = await findSellableProducts(
    db,
    lines.map((line) => line.productId),
  );
  const priced: PricedCart = { lines: [], dropped: [] };
  for (const line of lines) {
    const product = sellable.get(line.productId);
    if (product && offersDevice(product, line)) priced.lines.push({ line, product });
    else priced.dropped.push(line);
  }
  return priced;
}

export const lineValueInPaise = ({ line, product }: PricedLine) =>
  product.priceInPaise * line.quantity;

/** The product's picture as the cart and the mail show it. */
export const imageOf = (product: SellableProduct): string => product.images[0] ?? product.thumbnail;
