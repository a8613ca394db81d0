import type { Order, PaymentStatus } from '@skins/shared';
import type { Tx } from '../../db/client.ts';
import { invoiceFields } from './invoice-numbers.ts';
import { orderView } from './orders.service.ts';
import {
  type AppliedCouponRow,
  couponRedemptions,
  orderEvents,
  orderItems,
  orders,
  type PricedTotalsRow,
  type ShippingRow,
} from './orders.tables.ts';

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
}

/**
 * The one writer of new orders (payment settlement, manual orders, test factories): the order,
 * its lines in their order and its first event (`Placed`), in the caller's transaction. An order
 * written paid gets its tax invoice's number here, in the same transaction. Answers the order as the API shows it.
 */
export async function insertOrder(tx: Tx, draft: OrderDraft): Promise<Order> {
  const { customer, totals, coupon, placedAt } = draft;
  const invoice = draft.paymentStatus === 'Completed' ? await invoiceFields(tx, placedAt) : {};
  const [row] = await tx
    .insert(orders)
    .values({
      ...(draft.id ? { id: draft.id } : {}),
      ...(draft.checkoutId ? { checkoutId: draft.checkoutId } : {}),
      tokenHash: draft.tokenHash,
      paymentMethod: draft.paymentMethod,
      paymentStatus: draft.paymentStatus,
      razorpayPaymentId: draft.razorpayPaymentId ?? null,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      shipping: draft.shipping,
      ...(coupon ? { campaignId: coupon.campaignId, coupon } : {}),
      subtotalInPaise: totals.subtotalInPaise,
      discountInPaise: totals.discountInPaise,
      taxInPaise: totals.taxInPaise,
      totalInPaise: totals.totalInPaise,
      amountPaidInPaise: draft.amountPaidInPaise,
      ...invoice,
      ...(placedAt ? { createdAt: placedAt, updatedAt: placedAt } : {}),
    })
    .returning();
  if (!row) throw new Error('insert returned no order');
  const items = await tx
    .insert(orderItems)
    .values(
      draft.lines.map((line, position) => ({
        orderId: row.id,
        position,
        productId: line.productId,
        name: line.name,
        image: line.image,
        priceInPaise: line.priceInPaise,
        quantity: line.quantity,
        brand: line.brand,
        model: line.model,
        // Omitted (test factories): the column's default, the shop's usual code.
        ...(line.hsnCode ? { hsnCode: line.hsnCode } : {}),
      })),
    )
    .returning();
  await tx
    .insert(orderEvents)
    .values({ orderId: row.id, status: 'Placed', ...(placedAt ? { at: placedAt } : {}) });
  return orderView(row, items);
}

/** The order's use of a coupon that campaigns counted (`redeemCoupon`); one per order. */
export async function recordCouponRedemption(
  tx: Tx,
  redemption: { campaignId: string; orderId: string; email: string },
): Promise<void> {
  await tx.insert(couponRedemptions).values(redemption);
}
