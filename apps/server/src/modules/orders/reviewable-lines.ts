import { isUuid } from '@skins/shared';
import {
  and,
  asc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { hashOrderToken } from './order-token.ts';
import { orderEvents, orderItems, orders } from './orders.tables.ts';

/**
 * An order line its buyer may review (API.md § Reviews from verified buyers): the order was
 * delivered and not refunded, not every unit of the line was refunded by returns, and the line's
 * product still exists.
 */
export interface ReviewableLine {
  orderItemId: string;
  orderId: string;
  orderNumber: number;
  /** The order's email: where its review request goes. */
  email: string;
  firstName: string;
  lastName: string;
  productId: string;
  name: string;
  image: string;
  brand: string;
  model: string;
}

const reviewableColumns = {
  orderItemId: orderItems.id,
  orderId: orders.id,
  orderNumber: orders.number,
  email: orders.email,
  firstName: orders.firstName,
  lastName: orders.lastName,
  productId: orderItems.productId,
  name: orderItems.name,
  image: orderItems.image,
  brand: orderItems.brand,
  model: orderItems.model,
};

// A replacement (decision 054) is not asked about: its original's line, the same skin, is.
const isReviewableOrder = and(
  eq(orders.status, 'Delivered'),
  ne(orders.paymentStatus, 'Refunded'),
  isNull(orders.replacementOf),
);
// A line whose every unit a return refunded went back: its buyer no longer has it to review.
const isKeptLine = lt(orderItems.refundedQuantity, orderItems.quantity);
const isReviewable = and(isReviewableOrder, isKeptLine);

function withProduct<T extends { productId: string | null }>(
  rows: T[],
): (T & { productId: string })[] {
  return rows.filter((row): row is T & { productId: string } => row.productId !== null);
}

/** The line, or null when it does not exist or cannot be reviewed (any other status). */
export async function findReviewableLine(
  db: Db | Tx,
  orderItemId: string,
): Promise<ReviewableLine | null> {
  if (!isUuid(orderItemId)) return null;
  const rows = await db
    .select(reviewableColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), isReviewable));
  return withProduct(rows)[0] ?? null;
}

/** The lines of one order its buyer may review, in the order's own order. */
export async function reviewableLinesOf(db: Db | Tx, orderId: string): Promise<ReviewableLine[]> {
  const rows = await db
    .select(reviewableColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.id, orderId), isReviewable))
    .orderBy(asc(orderItems.position));
  return withProduct(rows);
}

/**
 * Orders delivered at or before `deliveredBefore` whose lines may be reviewed, oldest first, but
 * for those `unless` excludes (the reviews module's own record of the requests it queued: its
 * table stays inside it, so it passes the condition on the order's id).
 */
export async function deliveredOrdersToAsk(
  db: Db | Tx,
  options: { deliveredBefore: Date; limit: number; unless: (orderId: AnyPgColumn) => SQL },
): Promise<string[]> {
  const deliveredAt = db
    .select({ one: sql`1` })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orders.id),
        eq(orderEvents.status, 'Delivered'),
        lte(orderEvents.at, options.deliveredBefore),
      ),
    );
  // An order none of whose lines can be reviewed (no product left, every unit refunded) has
  // nothing to ask about: never a candidate, so it cannot fill the batch pass after pass.
  const withALineToAsk = db
    .select({ one: sql`1` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orders.id), isNotNull(orderItems.productId), isKeptLine));
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isReviewableOrder,
        exists(deliveredAt),
        exists(withALineToAsk),
        options.unless(orders.id),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/** The order number and buyer's email of these lines, for the admin's review list. */
export async function buyersOfLines(
  db: Db | Tx,
  orderItemIds: string[],
): Promise<Map<string, { orderNumber: number; email: string }>> {
  if (orderItemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orderItems.id, orderNumber: orders.number, email: orders.email })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.id, orderItemIds));
  return new Map(rows.map(({ id, ...buyer }) => [id, buyer]));
}

/**
 * The id of the delivered order this order token opens (a return's photos are uploaded with it,
 * API.md § Returns and replacements); null for any other token or status.
 */
export async function deliveredOrderOfToken(db: Db | Tx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tokenHash, hashOrderToken(token)), eq(orders.status, 'Delivered')));
  return row?.id ?? null;
}
