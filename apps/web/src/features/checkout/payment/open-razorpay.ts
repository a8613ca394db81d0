import { type CreateOrderResult, fractionToBasisPoints, type OrderDetails } from '@skins/shared';
import type { RazorpayFailure, RazorpayOptions } from './razorpay-checkout.ts';

const SHOP_NAME = 'Skins';
// The shop's accent (styles.css --color-accent), so Checkout looks like part of the shop.
const THEME_COLOR = '#b45309';

export interface RazorpayCallbacks {
  onPaid: (response: unknown) => void;
  onFailed: (response: RazorpayFailure) => void;
  onDismissed: () => void;
}

/** Checkout's options for a created order; the amount is the server's, in paise, never ours. */
function razorpayOptionsFor(
  order: CreateOrderResult,
  orderDetails: OrderDetails,
  { onPaid, onDismissed }: Pick<RazorpayCallbacks, 'onPaid' | 'onDismissed'>,
): RazorpayOptions {
  const { user, coupon, products } = orderDetails;
  const itemCount = products.reduce((count, line) => count + line.quantity, 0);
  return {
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    order_id: order.razorpayOrderId,
    name: SHOP_NAME,
    description: `Order of ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`,
    prefill: { name: `${user.firstName} ${user.lastName}`, email: user.email, contact: user.phone },
    // Spec §7: the discount goes to the gateway flow as fraction × 100 (a percentage).
    notes: coupon
      ? {
          couponCode: coupon.code,
          discountPercent: String(fractionToBasisPoints(coupon.discount) / 100),
        }
      : {},
    theme: { color: THEME_COLOR },
    handler: onPaid,
    modal: { ondismiss: onDismissed },
  };
}

/** Opens Checkout; throws if the script's constructor or `open` does. */
export function openRazorpay(
  Razorpay: NonNullable<Window['Razorpay']>,
  order: CreateOrderResult,
  orderDetails: OrderDetails,
  callbacks: RazorpayCallbacks,
): void {
  const checkout = new Razorpay(razorpayOptionsFor(order, orderDetails, callbacks));
  checkout.on('payment.failed', callbacks.onFailed);
  checkout.open();
}
