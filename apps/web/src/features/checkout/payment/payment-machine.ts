import {
  MESSAGES,
  type OrderDetails,
  type PriceChangedDetails,
  PriceChangedDetailsSchema,
  type VerifyPaymentInput,
} from '@skins/shared';
import { isApiError } from '#lib/api-client.ts';
import { PaymentDriverError, type PaymentProblem } from './payment-driver.ts';
import {
  createOrderErrorMessage,
  isCouponRefused,
  isPriceChanged,
  PAYMENT_NOTICES,
  verifyErrorMessage,
} from './payment-messages.ts';
import { PaymentTimeoutError } from './payment-timeout.ts';

const m = MESSAGES.payment;

/** A payment the gateway reported, with what verify-payment is sent. */
export type VerifiablePayment = VerifyPaymentInput & { orderDetails: OrderDetails };

export type PaymentState =
  | { status: 'idle' }
  /** Pay Now is disabled: an order is being created, paid or verified. */
  | { status: 'working'; step: 'preparing' | 'paying' | 'verifying' }
  /** A failure, an error or a closed gateway: the message shows and Pay Now works again. */
  | { status: 'failed'; message: string }
  /** Paid at the gateway but not confirmed: Pay Now checks that payment again, never pays twice. */
  | { status: 'unconfirmed'; message: string; payment: VerifiablePayment }
  /** 409 PRICE_CHANGED: the server's figures, for the shopper to accept with Pay Now. */
  | { status: 'price-changed'; details: PriceChangedDetails }
  | { status: 'paid'; orderId: string };

/** Why create-order gave no order, as the page acts on it. */
export type CreateOrderRefusal =
  | { kind: 'timed-out' }
  | { kind: 'price-changed'; details: PriceChangedDetails }
  | { kind: 'coupon-refused'; message: string }
  | { kind: 'refused'; message: string };

export type PaymentEvent =
  | { type: 'shipping-invalid' }
  | { type: 'order-requested' }
  /** The lines could not be priced into a create-order body. */
  | { type: 'order-unbuildable' }
  | { type: 'order-refused'; refusal: CreateOrderRefusal }
  /** The gateway is on screen. */
  | { type: 'gateway-opened' }
  /** The gateway reported a failed attempt, or was closed without paying. */
  | { type: 'gateway-ended'; outcome: 'failed' | 'dismissed' }
  /** The gateway could not be run (not loaded, would not open, its call failed). */
  | { type: 'gateway-errored'; error: unknown }
  | { type: 'verify-started' }
  /** verify-payment refused the payment (a bad signature): final. */
  | { type: 'verify-refused' }
  /** verify-payment did not answer (timeout, network, 5xx): the payment is held for a retry. */
  | { type: 'verify-failed'; payment: VerifiablePayment; error: unknown }
  | { type: 'verified'; orderId: string };

export const INITIAL_PAYMENT_STATE: PaymentState = { status: 'idle' };

/**
 * Pay Now's states (spec §4 Checkout, §8 messages), without React: create the order, pay it at
 * the gateway, verify. Every shopper-facing message of the flow is chosen here.
 */
export function transition(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'shipping-invalid':
      return { status: 'failed', message: m.fixShipping };
    case 'order-requested':
      return { status: 'working', step: 'preparing' };
    case 'order-unbuildable':
      return { status: 'failed', message: m.checkoutError };
    case 'order-refused':
      return stateAfterRefusal(event.refusal);
    case 'gateway-opened':
      return { status: 'working', step: 'paying' };
    case 'gateway-ended':
      // Only while the page waits for the gateway: a session that already reported its failure
      // keeps that message when it is closed.
      if (state.status !== 'working') return state;
      return { status: 'failed', message: event.outcome === 'failed' ? m.failed : m.cancelled };
    case 'gateway-errored':
      return { status: 'failed', message: gatewayErrorMessage(event.error) };
    case 'verify-started':
      return { status: 'working', step: 'verifying' };
    case 'verify-refused':
      return { status: 'failed', message: m.verificationFailed };
    case 'verify-failed':
      return {
        status: 'unconfirmed',
        message:
          event.error instanceof PaymentTimeoutError
            ? m.verificationError
            : verifyErrorMessage(event.error),
        payment: event.payment,
      };
    case 'verified':
      return { status: 'paid', orderId: event.orderId };
  }
}

/** Pay Now is disabled: a step is running, or the order is paid and its page opening. */
export function isBusy(state: PaymentState): boolean {
  return state.status === 'working' || state.status === 'paid';
}

/** The payment to verify again instead of paying again, if one is held. */
export function heldPaymentOf(state: PaymentState): VerifiablePayment | null {
  return state.status === 'unconfirmed' ? state.payment : null;
}

/** What a failed create-order call means for the page (a refused coupon, new prices…). */
export function createOrderRefusalOf(error: unknown): CreateOrderRefusal {
  if (error instanceof PaymentTimeoutError) return { kind: 'timed-out' };
  if (isPriceChanged(error)) {
    const details = PriceChangedDetailsSchema.safeParse(
      isApiError(error) ? error.details : undefined,
    );
    if (details.success) return { kind: 'price-changed', details: details.data };
  }
  const message = createOrderErrorMessage(error);
  return isCouponRefused(error)
    ? { kind: 'coupon-refused', message }
    : { kind: 'refused', message };
}

function stateAfterRefusal(refusal: CreateOrderRefusal): PaymentState {
  switch (refusal.kind) {
    case 'timed-out':
      return { status: 'failed', message: PAYMENT_NOTICES.timedOut };
    case 'price-changed':
      return { status: 'price-changed', details: refusal.details };
    case 'coupon-refused':
    case 'refused':
      return { status: 'failed', message: refusal.message };
  }
}

const GATEWAY_PROBLEM_MESSAGES: Record<PaymentProblem, string> = {
  'load-failed': m.loadGateway,
  'not-loaded': m.gatewayNotLoaded,
  broke: m.errorDuring,
  'timed-out': PAYMENT_NOTICES.timedOut,
  // Paid, by the gateway's word, but without the ids to verify: nothing to check again.
  'unreadable-answer': m.verificationError,
};

function gatewayErrorMessage(error: unknown): string {
  return error instanceof PaymentDriverError
    ? GATEWAY_PROBLEM_MESSAGES[error.problem]
    : m.errorDuring;
}
