import { checkoutSignature } from '../modules/payments/signature.ts';
import type { FakeLedger } from './fake-razorpay-ledger.ts';

// The shopper's hands in the fake Razorpay (fake-razorpay.ts): paying or failing an order the way
// Razorpay Checkout would, and answering what Checkout hands the storefront.

/** Exactly what Razorpay Checkout hands its `handler` after a successful payment. */
export interface CheckoutHandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Checkout's `payment.failed` event carries. */
export interface CheckoutFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

export interface PayOptions {
  capture?: 'auto' | 'manual';
  amount?: number;
  currency?: string;
}

/** The shopper pays the order in Checkout; see `FakeRazorpay.pay`. */
export function payInCheckout(
  ledger: FakeLedger,
  keySecret: string,
  orderId: string,
  options: PayOptions,
): CheckoutHandlerResponse {
  const order = ledger.orders.get(orderId);
  if (!order) throw new Error(`The fake has no order ${orderId}`);
  if (order.status === 'paid') throw new Error(`Order ${orderId} is already paid`);
  const payment = ledger.newPayment(order, options.amount ?? order.amount, options.currency);
  order.attempts++;
  if (options.capture === 'manual') {
    payment.status = 'authorized';
    order.status = 'attempted';
  } else {
    ledger.capture(payment);
  }
  return {
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: checkoutSignature(keySecret, order.id, payment.id),
  };
}

/** The shopper's payment fails in Checkout: what its `payment.failed` event carries. */
export function failInCheckout(
  ledger: FakeLedger,
  orderId: string,
  reason: string,
): CheckoutFailure {
  const order = ledger.orders.get(orderId);
  if (!order) throw new Error(`The fake has no order ${orderId}`);
  const payment = ledger.newPayment(order, order.amount);
  payment.status = 'failed';
  payment.error_code = 'BAD_REQUEST_ERROR';
  payment.error_description = 'Payment processing failed because of incorrect OTP';
  payment.error_source = 'customer';
  payment.error_step = 'payment_authentication';
  payment.error_reason = reason;
  order.attempts++;
  if (order.status === 'created') order.status = 'attempted';
  return {
    error: {
      code: payment.error_code,
      description: payment.error_description,
      source: payment.error_source,
      step: payment.error_step,
      reason,
      metadata: { order_id: order.id, payment_id: payment.id },
    },
  };
}
