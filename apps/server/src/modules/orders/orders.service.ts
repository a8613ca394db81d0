import {
  basisPointsToFraction,
  isUuid,
  type Order,
  type OrderListQuery,
  type OrderStatus,
  paiseToRupees,
} from '@skins/shared';
import { and, asc, count, desc, eq, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { wasShipped } from './coupon-return.ts';
import { hashOrderToken } from './order-token.ts';
import type { ShippingRow } from './orders.tables.ts';
import {
  type OrderItemRow,
  type OrderRow,
  orderEvents,
  orderItems,
  orders,
} from './orders.tables.ts';

const MAX_ORDER_NUMBER = 2_147_483_647;

export const ORDER_NOT_FOUND = 'Order not found';

function shippingView(row: ShippingRow): Order['shippingInfo'] {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    ...(row.apartment ? { apartment: row.apartment } : {}),
    city: row.city,
    pin: row.pin,
    state: row.state,
    country: row.country,
    phone: row.phone,
    email: row.email,
    ...(row.customerNote ? { customerNote: row.customerNote } : {}),
  };
}

function lineView(item: OrderItemRow): Order['products'][number] {
  return {
    _id: item.id,
    // A deleted product leaves its snapshot; the line's own id keeps `_id` unique and stable.
    product: { _id: item.productId ?? item.id, name: item.name, images: [item.image] },
    quantity: item.quantity,
    price: paiseToRupees(item.priceInPaise),
    extraInfo: { model: item.model, brand: item.brand },
    gstRate: basisPointsToFraction(item.gstRateBp),
  };
}

/** The shipment's columns as the API shows them; null until the order is shipped. */
export function shipmentView(
  row: Pick<OrderRow, 'courier' | 'trackingNumber' | 'trackingUrl' | 'shippedAt'>,
): Order['shipment'] {
  const { courier, trackingNumber, trackingUrl, shippedAt } = row;
  if (courier === null || trackingNumber === null || trackingUrl === null || shippedAt === null) {
    return null;
  }
  return { courier, trackingNumber, trackingUrl, shippedAt: shippedAt.toISOString() };
}

/** The API's view of an order (API.md § Orders): rupees at the edge, items in their order. */
export function orderView(row: OrderRow, items: readonly OrderItemRow[]): Order {
  return {
    _id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    products: [...items].sort((a, b) => a.position - b.position).map(lineView),
    shippingInfo: shippingView(row.shipping),
    placeOfSupply: row.placeOfSupply,
    coupon: row.coupon
      ? {
          _id: row.coupon.campaignId,
          code: row.coupon.code,
          discount: basisPointsToFraction(row.coupon.discountBp),
        }
      : null,
    subtotal: paiseToRupees(row.subtotalInPaise),
    discount: paiseToRupees(row.discountInPaise),
    tax: paiseToRupees(row.taxInPaise),
    total: paiseToRupees(row.totalInPaise),
    amountPaid: paiseToRupees(row.amountPaidInPaise),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    shipment: shipmentView(row),
    invoiceNumber: row.invoiceNumber,
    creditNoteNumber: row.creditNoteNumber,
    user: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone },
  };
}

/** The API's view of these order rows, with their lines: one query for all the items. */
export async function withItems(db: Db | Tx, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  return rows.map((row) =>
    orderView(
      row,
      items.filter((item) => item.orderId === row.id),
    ),
  );
}

async function loadWhere(db: Db | Tx, where: SQL | undefined): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(where);
  if (!row) return null;
  const [order] = await withItems(db, [row]);
  return order ?? null;
}

/** One order as the API shows it; null for an unknown id (or a text that is no UUID). */
export async function loadOrder(db: Db | Tx, id: string): Promise<Order | null> {
  if (!isUuid(id)) return null;
  return loadWhere(db, eq(orders.id, id));
}

/** The order this token opens; null when it opens none. */
export async function findOrderByToken(db: Db | Tx, token: string): Promise<Order | null> {
  return loadWhere(db, eq(orders.tokenHash, hashOrderToken(token)));
}

/** The order with this id, if the token is this order's token (another order's is no use). */
export async function findOrderWithToken(
  db: Db | Tx,
  id: string,
  token: string,
): Promise<Order | null> {
  if (!isUuid(id)) return null;
  return loadWhere(db, and(eq(orders.id, id), eq(orders.tokenHash, hashOrderToken(token))));
}

const CANNOT_CANCEL_MESSAGES: Record<OrderStatus, string> = {
  Placed: 'This order cannot be cancelled.',
  Processing: 'This order cannot be cancelled.',
  Shipped: 'This order has already shipped and can no longer be cancelled.',
  Delivered: 'This order has been delivered and can no longer be cancelled.',
  CancelRequested: 'Cancellation has already been requested for this order.',
  Cancelled: 'This order is already cancelled.',
};

export function cannotCancel(status: OrderStatus): AppError {
  return new AppError(409, 'CANNOT_CANCEL', CANNOT_CANCEL_MESSAGES[status], { status });
}

/** Who made a move and what it said, for the order's history (order_events). */
export interface MoveRecord {
  /** The admin's email; absent for the shopper and the payment. */
  actor?: string | null;
  note?: string | null;
}

/**
 * Moves the order to `status` if it is in one of `from`, and records the move: one conditional
 * UPDATE, so of two concurrent moves the second sees the first's result and never undoes it.
 * The time is the clock's when the row lock was won (`now()` is the transaction's start, which
 * would put a move that waited for another before it in the history).
 */
export async function moveIfIn(
  tx: Tx,
  id: string,
  from: readonly OrderStatus[],
  status: OrderStatus,
  where?: SQL,
  record: MoveRecord = {},
): Promise<{ moved: true } | { moved: false; current: OrderStatus | null }> {
  const [moved] = await tx
    .update(orders)
    .set({ status, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from]), where))
    .returning({ id: orders.id });
  if (moved) {
    await tx.insert(orderEvents).values({
      orderId: id,
      status,
      at: sql`clock_timestamp()`,
      actor: record.actor ?? null,
      note: record.note ?? null,
    });
    return { moved: true };
  }
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, id), where));
  return { moved: false, current: row?.status ?? null };
}

/**
 * The order recorded from this checkout and the gateway payment it was paid with; null when the
 * checkout has no order. One query: a verify that lost the race reads it in its transaction.
 */
export async function orderOfCheckout(
  db: Db | Tx,
  checkoutId: string,
): Promise<{ orderId: string; paymentId: string | null } | null> {
  const [row] = await db
    .select({ orderId: orders.id, paymentId: orders.razorpayPaymentId })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId));
  return row ?? null;
}

/** An order's number; null for an unknown order. */
export async function orderNumberOf(db: Db | Tx, id: string): Promise<number | null> {
  const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
  return row?.number ?? null;
}

/**
 * Whether this email has a paid order (payment `Completed`, or `Refunded` after it was paid):
 * first-order-only coupons are refused then (campaigns' `checkCouponUsable`). An order cancelled
 * before it shipped does not count — its coupon use was given back too (coupon-return.ts), so
 * the shopper's first order is still to come; one cancelled after shipping does.
 */
export async function hasPaidOrder(db: Db | Tx, email: string): Promise<boolean> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.email, email.trim().toLowerCase()),
        inArray(orders.paymentStatus, ['Completed', 'Refunded']),
        or(ne(orders.status, 'Cancelled'), wasShipped()),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** `LIKE` pattern for "contains", with the pattern's own wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  const conditions: (SQL | undefined)[] = [like(orders.email, containing(text))];
  const digits = text.replace(/^#/, '');
  if (/^\d+$/.test(digits)) {
    conditions.push(like(orders.phone, containing(digits)));
    const number = Number(digits);
    if (number <= MAX_ORDER_NUMBER) conditions.push(eq(orders.number, number));
  }
  return or(...conditions);
}

/** The admin list's filters, its CSV export's too: `status`; `search` = number/email/phone. */
export function orderListFilter({
  status,
  search,
}: Pick<OrderListQuery, 'status' | 'search'>): SQL | undefined {
  return and(status ? eq(orders.status, status) : undefined, searchCondition(search));
}

/** Admin list (API.md § Orders): newest first, filtered by orderListFilter. */
export async function listOrders(db: Db, { page, limit, status, search }: OrderListQuery) {
  const where = orderListFilter({ status, search });
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const total = Number(totals?.total ?? 0);
  return {
    data: await withItems(db, rows),
    page,
    limit,
    total,
    totalPages: Math.ceil(total / limit),
  };
}
