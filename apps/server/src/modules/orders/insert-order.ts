import { randomUUID } from 'node:crypto';
import { type Order, type PaymentStatus, placeOfSupplyOf, TAX_RATE_BP } from '@skins/shared';
import type { Tx } from '../../db/client.ts';
import { invoiceNumberInStatement } from './invoice-numbers.ts';
import { orderView } from './orders.service.ts';
import {
  type AppliedCouponRow,
  couponRedemptions,
  type OrderItemRow,
  orderEvents,
  orderItems,
  orders,
  type PricedTotalsRow,
  type ShippingRow,
} from './orders.tables.ts';

// The lines' column default, written out: the statement does not return the lines it writes.
const DEFAULT_LINE_HSN_CODE = String(orderItems.hsnCode.default);

/** One line as bought: a snapshot, so editing or deleting the product later changes nothing. */
interface OrderLineDraft {
  /** Null when the product is gone (test factories write such lines). */
  productId: string | null;
  name: string;
  image: string;
  priceInPaise: number;
  quantity: number;
  brand: string;
  model: string;
  /** The category's HSN code (catalog's `hsnCodesOfProducts`), printed on the tax invoice. */
  hsnCode?: string;
  /** The category's GST rate in basis points (decision 066); omitted (test factories): 8%. */
  gstRateBp?: number;
  /** Units this line took from its product's stock (order-stock.ts); omitted: none. */
  stockTaken?: number;
}

interface OrderDraft {
  /** Set by a caller that writes the id elsewhere in the same transaction (the settlement). */
  id?: string;
  /** The checkout it is recorded from; none for a manual order. */
  checkoutId?: string;
  /** SHA-256 of the shopper's token (order-token.ts). */
  tokenHash: string;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  razorpayPaymentId?: string | null;
  /** The email lower-case. */
  customer: { email: string; firstName: string; lastName: string; phone: string };
  shipping: ShippingRow;
  coupon?: AppliedCouponRow | null;
  totals: PricedTotalsRow;
  amountPaidInPaise: number;
  lines: readonly OrderLineDraft[];
  /** When the order was placed; now unless given (test factories place orders in the past). */
  placedAt?: Date;
  /** A replacement's original order: a Rs. 0 order that gets no tax invoice (nothing was sold). */
  replacementOf?: string;
  /** What the history's first step says (a replacement names its return). */
  placedNote?: string;
  /**
   * When the shopper consented to WhatsApp or SMS updates (issue [16], decision 060); none: no
   * consent. The shipping's own tick is not kept: this is the consent.
   */
  whatsappConsentAt?: Date | null;
}

/**
 * The one writer of new orders (payment settlement, manual orders, replacements, test factories): the order,
 * its lines in their order and its first event (`Placed`), in the caller's transaction. An order
 * written paid gets its tax invoice's number here, in the same transaction. Answers the order as
 * the API shows it.
 *
 * One statement writes them all (the lines, the event and the invoice number as data-modifying
 * CTEs of the order's insert; the lines' and event's foreign keys are checked at its end, when
 * the order is there): a paying transaction waits one round trip for the invoice sequence's
 * row, which the next payment then waits for (decision 042). The ids are made here, so the
 * lines are answered as written without reading them back.
 */
export async function insertOrder(tx: Tx, draft: OrderDraft): Promise<Order> {
  const { customer, totals, coupon, placedAt } = draft;
  const { whatsappUpdates: _tick, ...shipping } = draft.shipping;
  const id = draft.id ?? randomUUID();
  const isInvoiced = draft.paymentStatus === 'Completed' && draft.replacementOf === undefined;
  const invoice = isInvoiced ? invoiceNumberInStatement(tx, placedAt) : null;
  const items: OrderItemRow[] = draft.lines.map((line, position) => ({
    id: randomUUID(),
    orderId: id,
    position,
    productId: line.productId,
    name: line.name,
    image: line.image,
    priceInPaise: line.priceInPaise,
    quantity: line.quantity,
    brand: line.brand,
    model: line.model,
    // Omitted (test factories): the column's default, the shop's usual code.
    hsnCode: line.hsnCode || DEFAULT_LINE_HSN_CODE,
    gstRateBp: line.gstRateBp ?? TAX_RATE_BP,
    refundedQuantity: 0,
    stockTaken: line.stockTaken ?? 0,
  }));
  const newLines = tx.$with('new_lines').as(tx.insert(orderItems).values(items));
  const placed = tx.$with('placed_event').as(
    tx.insert(orderEvents).values({
      orderId: id,
      status: 'Placed',
      ...(placedAt ? { at: placedAt } : {}),
      ...(draft.placedNote ? { note: draft.placedNote } : {}),
    }),
  );
  const [row] = await tx
    .with(...(invoice ? [invoice.next] : []), newLines, placed)
    .insert(orders)
    .values({
      id,
      ...(draft.checkoutId ? { checkoutId: draft.checkoutId } : {}),
      tokenHash: draft.tokenHash,
      paymentMethod: draft.paymentMethod,
      paymentStatus: draft.paymentStatus,
      razorpayPaymentId: draft.razorpayPaymentId ?? null,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      shipping,
      // Goods go where the delivery ends: the shipping state decides the tax split (decision 047).
      placeOfSupply: placeOfSupplyOf(shipping.state),
      ...(coupon ? { campaignId: coupon.campaignId, coupon } : {}),
      subtotalInPaise: totals.subtotalInPaise,
      discountInPaise: totals.discountInPaise,
      taxInPaise: totals.taxInPaise,
      totalInPaise: totals.totalInPaise,
      amountPaidInPaise: draft.amountPaidInPaise,
      ...(invoice ? { invoiceNumber: invoice.number, invoicedAt: invoice.at } : {}),
      ...(draft.replacementOf ? { replacementOf: draft.replacementOf } : {}),
      ...(draft.whatsappConsentAt ? { whatsappConsentAt: draft.whatsappConsentAt } : {}),
      ...(placedAt ? { createdAt: placedAt, updatedAt: placedAt } : {}),
    })
    .returning();
  if (!row) throw new Error('insert returned no order');
  return orderView(row, items);
}

/** The order's use of a coupon that campaigns counted (`redeemCoupon`); one per order. */
export async function recordCouponRedemption(
  tx: Tx,
  redemption: { campaignId: string; orderId: string; email: string },
): Promise<void> {
  await tx.insert(couponRedemptions).values(redemption);
}
