import { randomUUID } from 'node:crypto';
import type { Order, PaymentStatus, ShipOrderInput } from '@skins/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { MailRow } from '../mail/index.ts';
import { insertOrder } from './insert-order.ts';
import { recordShipment } from './order-fulfilment.ts';
import { type StockMailSettings, takeOrderStock } from './order-stock.ts';
import { deriveOrderToken, hashOrderToken, orderTrackingUrl } from './order-token.ts';
import { shipmentView } from './orders.service.ts';
import {
  type OrderItemRow,
  orderItems,
  orders,
  REPLACEMENT_PAYMENT_METHOD,
} from './orders.tables.ts';

// What settling a return asks of orders (decision 054): the order's figures under its row lock
// (a refund prices the return against the ones refunded before it), and the replacement order.

/** An order line as a return settles it. */
export interface SettlingLine {
  itemId: string;
  name: string;
  brand: string;
  model: string;
  hsnCode: string;
  priceInPaise: number;
  quantity: number;
  /** The GST rate the line was sold at, in basis points (decision 066). */
  taxRateBp: number;
}

/** The order a return belongs to, as its refund or replacement needs it; money in paise. */
export interface SettlingOrder {
  id: string;
  number: number;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  /** The gateway payment to refund; null for cash on delivery and manual orders. */
  razorpayPaymentId: string | null;
  invoiceNumber: string | null;
  discountInPaise: number;
  taxInPaise: number;
  amountPaidInPaise: number;
  /** In the order's order. */
  lines: SettlingLine[];
}

const settlingLine = (item: OrderItemRow): SettlingLine => ({
  itemId: item.id,
  name: item.name,
  brand: item.brand,
  model: item.model,
  hsnCode: item.hsnCode,
  priceInPaise: item.priceInPaise,
  quantity: item.quantity,
  taxRateBp: item.gstRateBp,
});

/**
 * Locks the order's row (`FOR UPDATE`) until the caller's transaction ends and answers it; null
 * for no order. Two refunds of one order's returns take their turns here.
 */
export function lockOrderForSettlement(tx: Tx, orderId: string): Promise<SettlingOrder | null> {
  return readSettlingOrder(tx, orderId, true);
}

/** The order as a refund would price it now, without a lock (the admin's view of a return). */
export function findOrderForSettlement(db: Db, orderId: string): Promise<SettlingOrder | null> {
  return readSettlingOrder(db, orderId, false);
}

async function readSettlingOrder(
  db: Db | Tx,
  orderId: string,
  lock: boolean,
): Promise<SettlingOrder | null> {
  const byId = db.select().from(orders).where(eq(orders.id, orderId));
  const [row] = lock ? await byId.for('update') : await byId;
  if (!row) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return {
    id: row.id,
    number: row.number,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    razorpayPaymentId: row.razorpayPaymentId,
    invoiceNumber: row.invoiceNumber,
    discountInPaise: row.discountInPaise,
    taxInPaise: row.taxInPaise,
    amountPaidInPaise: row.amountPaidInPaise,
    lines: items.map(settlingLine),
  };
}

export interface ReplacementDraft {
  originalOrderId: string;
  /** The original's lines to send again (`itemId` an order line's id) and how many. */
  lines: readonly { itemId: string; quantity: number }[];
  shipment: ShipOrderInput;
  /** The admin's email. */
  actor: string | null;
  /** The history's first step: what the replacement is for. */
  note: string;
}

export interface ReplacementOrder {
  orderId: string;
  number: number;
  /** The replacement's tracking page with its own token. */
  orderUrl: string;
  shipment: NonNullable<Order['shipment']>;
  /** The owner's `low-stock` mails its units caused; sent after the commit. */
  stockMails: MailRow[];
  /** A product sold out with it (decision 065). */
  isSoldOutChanged: boolean;
}

/**
 * Writes a replacement (insertOrder): a Rs. 0 order to the original's buyer and address with the
 * lines sent again at Rs. 0, its token derived from the app secret like any order's, no tax
 * invoice, and shipped at once with the given courier and AWB. No mail: the caller writes the
 * replacement's own, in the same transaction.
 */
export async function insertReplacementOrder(
  tx: Tx,
  deps: { publicUrl: string; secret: string } & Omit<StockMailSettings, 'publicUrl'>,
  draft: ReplacementDraft,
): Promise<ReplacementOrder> {
  const [original] = await tx.select().from(orders).where(eq(orders.id, draft.originalOrderId));
  if (!original) throw new Error(`order ${draft.originalOrderId} vanished`);
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, original.id))
    .orderBy(asc(orderItems.position));
  const lines = draft.lines.map(({ itemId, quantity }) => {
    const item = items.find((candidate) => candidate.id === itemId);
    if (!item) throw new Error(`line ${itemId} is not in order ${original.id}`);
    return { ...item, priceInPaise: 0, quantity };
  });
  const { publicUrl, secret } = deps;
  // The goods sent again leave the stock like any order's; none left is 409 OUT_OF_STOCK.
  const stock = await takeOrderStock(tx, deps, lines, 'refuse');
  const id = randomUUID();
  const token = deriveOrderToken(secret, id);
  const zero = { subtotalInPaise: 0, discountInPaise: 0, taxInPaise: 0, totalInPaise: 0 };
  const placed = await insertOrder(tx, {
    id,
    tokenHash: hashOrderToken(token),
    paymentMethod: REPLACEMENT_PAYMENT_METHOD,
    // Nothing to pay: the order is settled as it is written.
    paymentStatus: 'Completed',
    customer: {
      email: original.email,
      firstName: original.firstName,
      lastName: original.lastName,
      phone: original.phone,
    },
    shipping: original.shipping,
    totals: zero,
    amountPaidInPaise: 0,
    lines: lines.map((line, index) => ({ ...line, stockTaken: stock.takenByLine[index] ?? 0 })),
    replacementOf: original.id,
    placedNote: draft.note,
    // The same shopper and phone: the original's consent to updates carries over (decision 060).
    whatsappConsentAt: original.whatsappConsentAt,
  });
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw new Error(`replacement ${id} vanished inside its own transaction`);
  await recordShipment(tx, row, draft.shipment, draft.actor);
  const [shipped] = await tx.select().from(orders).where(eq(orders.id, id));
  const shipment = shipped ? shipmentView(shipped) : null;
  if (!shipment) throw new Error(`replacement ${id} has no shipment`);
  return {
    orderId: id,
    number: placed.number,
    orderUrl: orderTrackingUrl(publicUrl, id, token),
    shipment,
    stockMails: stock.mails,
    isSoldOutChanged: stock.isSoldOutChanged,
  };
}
