import {
  type AppliedCoupon,
  type CodOrderInput,
  type CreateOrderInput,
  CURRENCY,
  type OrderDetails,
  paiseToRupees,
  type ShippingForm,
  ShippingFormSchema,
} from '@skins/shared';
import { type CheckoutLine, priceLines } from '../checkout-line.ts';

/**
 * Spec §5's payment pre-check asks for the required fields; the shared schema asks the same and
 * also their form, so a PIN the server would refuse is caught here, before any call.
 */
export function parseShipping(shipping: unknown): ShippingForm | null {
  const result = ShippingFormSchema.safeParse(shipping);
  return result.success ? result.data : null;
}

/** The create-order body (API.md § Payments): whole-rupee `amount` plus the spec's order details. */
export function buildCreateOrderInput(
  lines: readonly CheckoutLine[],
  shipping: ShippingForm,
  coupon: AppliedCoupon | null,
): CreateOrderInput & { orderDetails: OrderDetails } {
  const totals = priceLines(lines, coupon);
  return {
    amount: totals.gatewayAmountInRupees,
    currency: CURRENCY,
    orderDetails: {
      user: {
        firstName: shipping.firstName,
        lastName: shipping.lastName,
        email: shipping.email,
        phone: shipping.phone,
      },
      products: lines.map((line) => ({
        product: line.productId,
        quantity: line.quantity,
        price: line.price,
        extraInfo: { model: line.model, brand: line.brand },
      })),
      shippingInfo: shipping,
      coupon: coupon ? { _id: coupon._id, code: coupon.code, discount: coupon.discount } : null,
      subtotal: paiseToRupees(totals.subtotalInPaise),
      discount: paiseToRupees(totals.discountInPaise),
      tax: paiseToRupees(totals.taxInPaise),
      total: paiseToRupees(totals.totalInPaise),
      paymentMethod: 'Online',
      paymentStatus: 'Pending',
    },
  };
}

/**
 * The POST /api/payments/cod body: the create-order body stating `paymentMethod: 'COD'`, with
 * this visit's checkout id, so a repeated press answers the order already placed.
 */
export function buildCodOrderInput(
  lines: readonly CheckoutLine[],
  shipping: ShippingForm,
  coupon: AppliedCoupon | null,
  checkoutId: string,
): CodOrderInput {
  const { orderDetails, ...rest } = buildCreateOrderInput(lines, shipping, coupon);
  return { ...rest, checkoutId, orderDetails: { ...orderDetails, paymentMethod: 'COD' } };
}
