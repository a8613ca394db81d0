import { isUuid, type OrderStatus } from '@skins/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { hashOrderToken } from './order-token.ts';
import { orderEvents, orderItems, orders } from './orders.tables.ts';

// What the returns module needs of an order (API.md § Returns and replacements): its lines as
// bought, when it was delivered, who bought it. Returns never reads these tables itself.

/** An order line as bought: the snapshot a return takes back units of. */
export interface BoughtLine {
  itemId: string;
  orderId: string;
  name: string;
  brand: string;
  model: string;
  image: string;
  priceInPaise: number;
  quantity: number;
}

/** An order as a return sees it: its buyer, its status, its delivery and its lines. */
export interface ReturnableOrder {
  id: string;
  number: number;
  status: OrderStatus;
  /** When it was last marked delivered; null when it never was. */
  deliveredAt: Date | null;
  paymentMethod: string;
  email: string;
  firstName: string;
  lastName: string;
  /** For the mails' tracking link (`orderMailUrl`). */
  tokenHash: string;
  createdAt: Date;
  lines: BoughtLine[];
}

const lineColumns = {
  itemId: orderItems.id,
  orderId: orderItems.orderId,
  name: orderItems.name,
  brand: orderItems.brand,
  model: orderItems.model,
  image: orderItems.image,
  priceInPaise: orderItems.priceInPaise,
  quantity: orderItems.quantity,
};

const orderColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  email: orders.email,
  firstName: orders.firstName,
  lastName: orders.lastName,
  tokenHash: orders.tokenHash,
  createdAt: orders.createdAt,
};

/** The order without its lines and delivery. */
export type OrderHead = Omit<ReturnableOrder, 'lines' | 'deliveredAt'>;

async function withLinesAndDelivery(db: Db | Tx, head: OrderHead): Promise<ReturnableOrder> {
  const [lines, [delivered]] = await Promise.all([
    db
      .select(lineColumns)
      .from(orderItems)
      .where(eq(orderItems.orderId, head.id))
      .orderBy(asc(orderItems.position)),
    db
      .select({ at: orderEvents.at })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, head.id), eq(orderEvents.status, 'Delivered')))
      .orderBy(desc(orderEvents.at))
      .limit(1),
  ]);
  return { ...head, deliveredAt: delivered?.at ?? null, lines };
}

/**
 * The order this token opens, locked for the caller's transaction (`FOR UPDATE`): returns of
 * one order are written one at a time, so parallel requests for the same line never together
 * take back more than was bought. Null for an unknown id or a token of another order.
 */
export async function lockOrderForReturn(
  tx: Tx,
  orderId: string,
  token: string,
): Promise<ReturnableOrder | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await tx
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.tokenHash, hashOrderToken(token))))
    .for('update');
  return row ? withLinesAndDelivery(tx, row) : null;
}

/**
 * The order, if `token` is its token, or whichever order it is when `token` is null (an admin
 * asks); null otherwise.
 */
export async function findOrderForReturns(
  db: Db | Tx,
  orderId: string,
  token: string | null,
): Promise<ReturnableOrder | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        token === null ? undefined : eq(orders.tokenHash, hashOrderToken(token)),
      ),
    );
  return row ? withLinesAndDelivery(db, row) : null;
}

/** The buyers and numbers of these orders (without their lines), for the admin's queue. */
export async function ordersForReturns(
  db: Db | Tx,
  orderIds: readonly string[],
): Promise<Map<string, OrderHead>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select(orderColumns).from(orders).where(inArray(orders.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** These order lines as bought, by their id. */
export async function boughtLines(
  db: Db | Tx,
  itemIds: readonly string[],
): Promise<Map<string, BoughtLine>> {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select(lineColumns).from(orderItems).where(inArray(orderItems.id, ids));
  return new Map(rows.map((line) => [line.itemId, line]));
}
