import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { oldestAdminEmail } from '../auth/index.ts';
import { giveBackStock, type StockLine, type StockTaken, takeStock } from '../catalog/index.ts';
import { lowStockMail, type MailRow, type MailService } from '../mail/index.ts';
import { orderItems } from './orders.tables.ts';

// An order's side of the stock (decision 065): the units its lines take when it is placed, and
// give back when it is cancelled or returned, each tied to that change's transaction.

/** The low-stock level and who hears that a product's Sold out changed (the catalog's copies). */
export interface StockWatch {
  /** LOW_STOCK_THRESHOLD: the owner's `low-stock` mail when a product falls to it. */
  lowStockThreshold: number;
  /** After the commit: a product sold out or has units again (empties the catalog cache). */
  soldOutChanged: () => void;
}

/** For a caller built without one (a test's bare deps): the default level, no cache to empty. */
export const QUIET_STOCK_WATCH: StockWatch = { lowStockThreshold: 5, soldOutChanged: () => {} };

export interface StockMailSettings {
  /** Absent (a test's bare deps): no `low-stock` mail is written. */
  mail?: MailService | undefined;
  publicUrl: string;
  /** SHOP_ORDERS_EMAIL; undefined: the oldest admin account's address. */
  ordersEmail?: string | undefined;
  stock?: StockWatch | undefined;
}

export interface OrderStock extends StockTaken {
  /** The owner's `low-stock` mails written in the transaction; sent after its commit. */
  mails: MailRow[];
}

/**
 * Takes the order's units in the caller's (placing) transaction and writes one `low-stock` mail
 * to the owner per product that fell to the threshold. `refuse`: 409 OUT_OF_STOCK when a
 * product has too few; `record`: the money is taken, so the order is written anyway (see
 * takeStock). Each line's `takenByLine` goes into its `stock_taken`.
 */
export async function takeOrderStock(
  tx: Tx,
  settings: StockMailSettings,
  lines: readonly StockLine[],
  mode: 'refuse' | 'record',
): Promise<OrderStock> {
  const watch = settings.stock ?? QUIET_STOCK_WATCH;
  const taken = await takeStock(tx, lines, mode, watch.lowStockThreshold);
  const mails: MailRow[] = [];
  const { mail } = settings;
  if (mail && taken.lowStock.length > 0) {
    const to = settings.ordersEmail ?? (await oldestAdminEmail(tx));
    for (const product of to ? taken.lowStock : []) {
      const productUrl = `${settings.publicUrl}/admin/products/${encodeURIComponent(product.id)}`;
      mails.push(
        await mail.queueIn(
          tx,
          lowStockMail({
            to: to as string,
            product,
            threshold: watch.lowStockThreshold,
            productUrl,
          }),
        ),
      );
    }
  }
  return { ...taken, mails };
}

/**
 * Gives back the units the order's lines still hold (all of them: a cancel; or at most
 * `quantities` per order line id: a return), in the caller's transaction, which holds the
 * order's change (its row lock): the lines' `stock_taken` go down with the products' stock, so a
 * second call gives nothing. Answers whether a sold-out product has units again.
 */
export async function giveBackOrderStock(
  tx: Tx,
  orderId: string,
  quantities?: ReadonlyMap<string, number>,
): Promise<boolean> {
  const held = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      stockTaken: orderItems.stockTaken,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), gt(orderItems.stockTaken, 0)))
    .orderBy(asc(orderItems.position))
    .for('update');
  const given: StockLine[] = [];
  for (const line of held) {
    const units = Math.min(line.stockTaken, quantities ? (quantities.get(line.id) ?? 0) : Infinity);
    if (units <= 0) continue;
    await tx
      .update(orderItems)
      .set({ stockTaken: line.stockTaken - units })
      .where(eq(orderItems.id, line.id));
    given.push({ productId: line.productId, quantity: units });
  }
  return given.length > 0 && giveBackStock(tx, given);
}
