// The payment calls of API.md § Payments. zod/mini, as the rest of shared: the storefront bundles it.
import * as z from 'zod/mini';
import { OrderDetailsSchema } from './checkout.ts';
import { CURRENCY } from './constants.ts';
import { MAX_ORDER_TOTAL_RUPEES, RupeesSchema } from './contract.ts';
import { formatInr } from './money.ts';
import { wholeRupeesOf } from './pricing.ts';
import { PAYMENT_MODES } from './store.ts';

/** Razorpay's ids (`order_…`, `pay_…`) and signatures (64 hex characters): bounded, never trusted. */
const GatewayIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/**
 * POST /api/payments/create-order. `amount` is whole rupees, `Math.round(total)` (API.md §
 * Decisions: Rounding); the server prices the order itself and answers 409 `PRICE_CHANGED` when
 * this differs.
 */
export const CreateOrderInputSchema = z.object({
  amount: z.int().check(z.minimum(1), z.maximum(MAX_ORDER_TOTAL_RUPEES)),
  currency: z.literal(CURRENCY),
  orderDetails: OrderDetailsSchema,
});
export type CreateOrderInput = z.input<typeof CreateOrderInputSchema>;

/** 201: what Razorpay Checkout needs. `amount` is paise, as Razorpay counts. */
export const CreateOrderResultSchema = z.object({
  razorpayOrderId: z.string(),
  amount: z.int(),
  currency: z.literal(CURRENCY),
  keyId: z.string(),
  mode: z.enum(PAYMENT_MODES),
});
export type CreateOrderResult = z.infer<typeof CreateOrderResultSchema>;

/** 409 `PRICE_CHANGED` `details`: the server's own figures, in rupees (`amount` whole rupees). */
export const PriceChangedDetailsSchema = z.object({
  subtotal: RupeesSchema,
  discount: RupeesSchema,
  tax: RupeesSchema,
  total: RupeesSchema,
  amount: z.int(),
  /** Each line's price now and (decision 066) its category's GST rate now, as a fraction. */
  lines: z.array(
    z.object({ product: z.string(), price: RupeesSchema, gstRate: z.optional(z.number()) }),
  ),
});
export type PriceChangedDetails = z.infer<typeof PriceChangedDetailsSchema>;

/** POST /api/payments/verify-payment: the fields Checkout's `handler` receives, camel-cased. */
export const VerifyPaymentInputSchema = z.object({
  razorpayPaymentId: GatewayIdSchema,
  razorpayOrderId: GatewayIdSchema,
  razorpaySignature: GatewayIdSchema,
  /** Sent by the spec's front end; the server never trusts it (it uses its stored snapshot). */
  orderDetails: z.optional(z.unknown()),
});
export type VerifyPaymentInput = z.input<typeof VerifyPaymentInputSchema>;

export const VerifyPaymentResultSchema = z.object({
  success: z.literal(true),
  /** The order's unguessable id. */
  orderId: z.string(),
  /** Grants read access to this one order (confirmation page, cancel request). */
  token: z.string(),
});
export type VerifyPaymentResult = z.infer<typeof VerifyPaymentResultSchema>;

const SIMULATED_OUTCOMES = ['success', 'failure'] as const;

/** POST /api/payments/simulate: simulated mode only (404 when real Razorpay keys are set). */
export const SimulatePaymentInputSchema = z.object({
  razorpayOrderId: GatewayIdSchema,
  outcome: z.enum(SIMULATED_OUTCOMES),
});
export type SimulatePaymentInput = z.infer<typeof SimulatePaymentInputSchema>;

/** Success: exactly the fields Razorpay Checkout's `handler` receives (API.md § Decisions). */
export const SimulatedHandlerResponseSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type SimulatedHandlerResponse = z.infer<typeof SimulatedHandlerResponseSchema>;

/** Failure: what Checkout's `payment.failed` event carries, with its order and payment ids. */
export const SimulatedPaymentFailedSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export type SimulatedPaymentFailed = z.infer<typeof SimulatedPaymentFailedSchema>;

/**
 * POST /api/payments/simulate's answer: what Razorpay Checkout would hand the page, in its own
 * snake-case names, so a client written for Checkout reads it unchanged.
 */
export const SimulatePaymentResultSchema = z.union([
  SimulatedHandlerResponseSchema,
  SimulatedPaymentFailedSchema,
]);
export type SimulatePaymentResult = z.infer<typeof SimulatePaymentResultSchema>;

/**
 * One checkout's id, made by the storefront for each visit to /checkout (pipeline-id.ts): a
 * repeat of POST /api/payments/cod with it answers the order it placed.
 */
export const CheckoutIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Must be 16 to 64 letters, digits, - or _'));

/**
 * POST /api/payments/cod: the create-order body stating its method (`paymentMethod: 'COD'`),
 * plus the checkout's id (API.md § Payments, cash on delivery).
 */
export const CodOrderInputSchema = z.object({
  checkoutId: CheckoutIdSchema,
  amount: CreateOrderInputSchema.shape.amount,
  currency: CreateOrderInputSchema.shape.currency,
  orderDetails: z.extend(OrderDetailsSchema, { paymentMethod: z.literal('COD') }),
});
export type CodOrderInput = z.input<typeof CodOrderInputSchema>;
export type CodOrderBody = z.infer<typeof CodOrderInputSchema>;

/** 201: the order, its token (as verify-payment answers) and its number. */
export const CodOrderResultSchema = z.object({
  orderId: z.string(),
  token: z.string(),
  number: z.int(),
});
export type CodOrderResult = z.infer<typeof CodOrderResultSchema>;

/** 409 COD_NOT_AVAILABLE, and the reason the payment step shows beside a disabled option. */
export function codNotAvailableMessage(maxOrderRupees: number): string {
  return `Cash on delivery is available on orders up to ${formatInr(maxOrderRupees * 100)}.`;
}

/** The confirmation page and mail of an unpaid cash-on-delivery order. */
export function payOnDeliveryMessage(totalInPaise: number): string {
  return `Pay ${formatInr(wholeRupeesOf(totalInPaise) * 100)} in cash when your order arrives.`;
}

/** A cash-on-delivery order whose money has not arrived: what to pay is said, never "paid". */
export function isPayOnDelivery(order: { paymentMethod: string; paymentStatus: string }): boolean {
  return order.paymentMethod === 'COD' && order.paymentStatus === 'Pending';
}
