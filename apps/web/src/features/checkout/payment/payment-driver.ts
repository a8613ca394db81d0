import type { CreateOrderResult, OrderDetails, VerifyPaymentInput } from '@skins/shared';
import { type RazorpayFailure, RazorpaySuccessSchema } from './razorpay-checkout.ts';

/** An order create-order opened at the gateway, with the details it was priced from. */
export type CreatedOrder = CreateOrderResult & { orderDetails: OrderDetails };

/** What verify-payment needs of a payment: Checkout's handler fields, camel-cased. */
type GatewayPayment = Omit<VerifyPaymentInput, 'orderDetails'>;

/** `reason` is the gateway's description, for the record; the shopper sees the spec's text. */
export type FailedPayment = { outcome: 'failed'; reason: string };

/** How a gateway session ended, as far as the shopper took it. */
export type PaymentResult =
  | { outcome: 'paid'; payment: GatewayPayment }
  | FailedPayment
  | { outcome: 'dismissed' };

interface PaymentSessionListener {
  /** The gateway is on screen: the shopper is paying. */
  onOpen?: () => void;
  /** A failed attempt in a session that stays open (Razorpay lets the shopper try another method). */
  onAttemptFailed?: (reason: string) => void;
}

/** One gateway: Razorpay Checkout, or the simulated one of API.md § Payments, Modes. */
export interface PaymentDriver {
  /**
   * Shows the gateway for a created order and settles with the session's last word. Rejects with
   * `PaymentDriverError` when the gateway cannot be run at all.
   */
  open(order: CreatedOrder, listener?: PaymentSessionListener): Promise<PaymentResult>;
}

export type PaymentProblem =
  | 'load-failed'
  | 'not-loaded'
  /** The gateway would not open, or its call failed. */
  | 'broke'
  | 'timed-out'
  /** It said paid without the ids to verify. */
  | 'unreadable-answer';

export class PaymentDriverError extends Error {
  override readonly name = 'PaymentDriverError';
  readonly problem: PaymentProblem;

  constructor(problem: PaymentProblem, options?: ErrorOptions) {
    super(`Payment gateway: ${problem}`, options);
    this.problem = problem;
  }
}

/**
 * Both drivers read the gateway's answers here, in Checkout's own shapes: what its `handler`
 * receives on success, what its `payment.failed` event carries on failure.
 */
export function paidResultOf(handlerAnswer: unknown): PaymentResult {
  const ids = RazorpaySuccessSchema.safeParse(handlerAnswer);
  if (!ids.success) throw new PaymentDriverError('unreadable-answer', { cause: ids.error });
  return {
    outcome: 'paid',
    payment: {
      razorpayPaymentId: ids.data.razorpay_payment_id,
      razorpayOrderId: ids.data.razorpay_order_id,
      razorpaySignature: ids.data.razorpay_signature,
    },
  };
}

export function failedResultOf(failure: RazorpayFailure): FailedPayment {
  return { outcome: 'failed', reason: failure.error?.description ?? 'Payment failed' };
}
