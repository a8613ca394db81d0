import { isUuid } from '@skins/shared';
import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hashOrderToken } from './order-token.ts';
import {
  type AppliedCouponRow,
  type OrderRow,
  orderItems,
  orders,
  type ShippingRow,
} from './orders.tables.ts';

/** What a tax invoice or credit note prints of an order: its rows as stored, money in paise. */
export interface InvoiceSource {
  id: string;
  number: number;
  invoiceNumber: string | null;
  invoicedAt: Date | null;
  creditNoteNumber: string | null;
  creditedAt: Date | null;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  shipping: ShippingRow;
  /** The state the tax split used, recorded with the order (decision 047). */
  placeOfSupply: string;
  coupon: AppliedCouponRow | null;
  subtotalInPaise: number;
  discountInPaise: number;
  taxInPaise: number;
  totalInPaise: number;
  amountPaidInPaise: number;
  lines: {
    name: string;
    brand: string;
    model: string;
    hsnCode: string;
    priceInPaise: number;
    quantity: number;
    /** The GST rate the line was sold at, in basis points (decision 066). */
    gstRateBp: number;
  }[];
}

/**
 * The order's documents' source, for its token or for an admin (`isAdmin`); null when the order
 * does not exist or the caller may not open it (one answer for both: 404).
 */
export async function findInvoiceSource(
  db: Db,
  id: string,
  { token, isAdmin }: { token: string | undefined; isAdmin: () => Promise<boolean> },
): Promise<InvoiceSource | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  const opens = token !== undefined && hashOrderToken(token) === row.tokenHash;
  if (!opens && !(await isAdmin())) return null;
  const [source] = await sourcesOf(db, [row]);
  return source ?? null;
}

/**
 * The orders whose tax invoice or own credit note was issued in [from, before), and the orders
 * `alsoIds` (a return's credit note's), for the GST return (modules/invoices/gstr1-*.ts).
 */
export async function invoiceSourcesIssuedBetween(
  db: Db,
  { from, before, alsoIds }: { from: Date; before: Date; alsoIds: readonly string[] },
): Promise<InvoiceSource[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      or(
        and(gte(orders.invoicedAt, from), lt(orders.invoicedAt, before)),
        and(gte(orders.creditedAt, from), lt(orders.creditedAt, before)),
        alsoIds.length > 0 ? inArray(orders.id, [...alsoIds]) : undefined,
      ),
    );
  return sourcesOf(db, rows);
}

const lineColumns = {
  orderId: orderItems.orderId,
  name: orderItems.name,
  brand: orderItems.brand,
  model: orderItems.model,
  hsnCode: orderItems.hsnCode,
  priceInPaise: orderItems.priceInPaise,
  quantity: orderItems.quantity,
  gstRateBp: orderItems.gstRateBp,
};

/** The rows with their lines (one query for all), in the order given. */
async function sourcesOf(db: Db, rows: readonly OrderRow[]): Promise<InvoiceSource[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select(lineColumns)
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    invoiceNumber: row.invoiceNumber,
    invoicedAt: row.invoicedAt,
    creditNoteNumber: row.creditNoteNumber,
    creditedAt: row.creditedAt,
    customer: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
    },
    shipping: row.shipping,
    placeOfSupply: row.placeOfSupply,
    coupon: row.coupon,
    subtotalInPaise: row.subtotalInPaise,
    discountInPaise: row.discountInPaise,
    taxInPaise: row.taxInPaise,
    totalInPaise: row.totalInPaise,
    amountPaidInPaise: row.amountPaidInPaise,
    lines: lines.filter((line) => line.orderId === row.id).map(({ orderId: _, ...line }) => line),
  }));
}
