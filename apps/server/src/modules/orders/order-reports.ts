// The admin's reports over orders (API.md § Admin dashboard, § Orders): the dashboard's figures
// and waiting orders, and the rows of the CSV export.
import type { Order, OrderListQuery, OrderStatus, PaymentStatus } from '@skins/shared';
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderListFilter, withItems } from './orders.service.ts';
import type { ShippingRow } from './orders.tables.ts';
import { orderItems, orders } from './orders.tables.ts';

export interface OrderFigures {
  /** Orders made in the window that are not cancelled. */
  orders: number;
  /** What was actually paid for them: `amount_paid` of payments `Completed` (not refunded). */
  revenueInPaise: number;
}

// A refund turns the payment `Refunded`, so `Completed` is money the shop still holds.
const isPaid = eq(orders.paymentStatus, 'Completed');

/** Orders made at or after `since` (API.md § Admin dashboard for the definitions). */
export async function orderFiguresSince(db: Db, since: Date): Promise<OrderFigures> {
  const [row] = await db
    .select({
      orders: count(),
      revenueInPaise:
        sql<number>`coalesce(sum(${orders.amountPaidInPaise}) filter (where ${isPaid}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, since), ne(orders.status, 'Cancelled')));
  return { orders: row?.orders ?? 0, revenueInPaise: row?.revenueInPaise ?? 0 };
}

/** Every order, counted by its status and its payment's (for /metrics). */
export function orderCounts(
  db: Db,
): Promise<{ status: OrderStatus; paymentStatus: PaymentStatus; orders: number }[]> {
  return db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, orders: count() })
    .from(orders)
    .groupBy(orders.status, orders.paymentStatus);
}

/** The statuses that wait for the admin: a new order, a shopper's cancel request. */
const WAITING_STATUSES: readonly OrderStatus[] = ['Placed', 'CancelRequested'];

export interface OrdersNeedingAction {
  placed: number;
  cancelRequested: number;
  /** The oldest waiting orders first: they have waited longest. */
  orders: Order[];
}

export async function ordersNeedingAction(db: Db, limit: number): Promise<OrdersNeedingAction> {
  const waiting = inArray(orders.status, [...WAITING_STATUSES]);
  const [counts, rows] = await Promise.all([
    db
      .select({ status: orders.status, orders: count() })
      .from(orders)
      .where(waiting)
      .groupBy(orders.status),
    db
      .select()
      .from(orders)
      .where(waiting)
      .orderBy(asc(orders.createdAt), asc(orders.number))
      .limit(limit),
  ]);
  const countOf = (status: OrderStatus) => counts.find((c) => c.status === status)?.orders ?? 0;
  return {
    placed: countOf('Placed'),
    cancelRequested: countOf('CancelRequested'),
    orders: await withItems(db, rows),
  };
}

/** One order as a line of the CSV export: money in paise, the items as one count. */
export interface OrderExportRow {
  number: number;
  createdAt: Date;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  shipping: ShippingRow;
  /** The state the order's tax split used (decision 047). */
  placeOfSupply: string;
  /** Pieces bought: the sum of the lines' quantities. */
  itemCount: number;
  subtotalInPaise: number;
  discountInPaise: number;
  taxInPaise: number;
  totalInPaise: number;
  amountPaidInPaise: number;
  couponCode: string | null;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  /** The lines' HSN codes, each once, in order. */
  hsnCodes: string[];
  /** Each line's amount (price × quantity) and GST rate, as the tax split needs them (decision 066). */
  lineRates: { priceInPaise: number; quantity: 1; taxRateBp: number }[];
}

/**
 * The admin list's orders (same filters, newest first) for the CSV export, at most `maxRows`.
 * One query: the items are summed in the database, not loaded.
 */
export async function listOrdersForExport(
  db: Db,
  filter: Pick<OrderListQuery, 'status' | 'search'>,
  maxRows: number,
): Promise<OrderExportRow[]> {
  const rows = await db
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      phone: orders.phone,
      shipping: orders.shipping,
      placeOfSupply: orders.placeOfSupply,
      itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number),
      subtotalInPaise: orders.subtotalInPaise,
      discountInPaise: orders.discountInPaise,
      taxInPaise: orders.taxInPaise,
      totalInPaise: orders.totalInPaise,
      amountPaidInPaise: orders.amountPaidInPaise,
      coupon: orders.coupon,
      invoiceNumber: orders.invoiceNumber,
      creditNoteNumber: orders.creditNoteNumber,
      hsnCodes: sql<string>`coalesce(string_agg(distinct ${orderItems.hsnCode}, ' ' order by ${orderItems.hsnCode}), '')`,
      lineRates: sql<string>`coalesce(string_agg(${orderItems.gstRateBp} || ':' || (${orderItems.priceInPaise}::bigint * ${orderItems.quantity}), ' '), '')`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(orderListFilter(filter))
    // By the key, so the order's other columns may be selected as they are.
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(maxRows);
  return rows.map(({ coupon, hsnCodes, lineRates, ...row }) => ({
    ...row,
    couponCode: coupon?.code ?? null,
    hsnCodes: hsnCodes === '' ? [] : hsnCodes.split(' '),
    lineRates: (lineRates === '' ? [] : lineRates.split(' ')).map((entry) => {
      const [rate, amount] = entry.split(':');
      return { priceInPaise: Number(amount), quantity: 1 as const, taxRateBp: Number(rate) };
    }),
  }));
}
