import { MESSAGES, type PriceChangedDetails } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '#lib/api-client.ts';
import { obsidianLine, shipping } from '#testing/payment-fixtures.tsx';
import { buildCreateOrderInput } from './order-details.ts';
import { PaymentDriverError, type PaymentProblem } from './payment-driver.ts';
import {
  createOrderRefusalOf,
  heldPaymentOf,
  INITIAL_PAYMENT_STATE,
  isBusy,
  type PaymentEvent,
  type PaymentState,
  transition,
  type VerifiablePayment,
} from './payment-machine.ts';
import { PAYMENT_NOTICES } from './payment-messages.ts';
import { PaymentTimeoutError } from './payment-timeout.ts';

const m = MESSAGES.payment;

// Plain data: the machine is tested without React or the page.
const priceChanged: PriceChangedDetails = {
  subtotal: 1198,
  discount: 0,
  tax: 95.84,
  total: 1293.84,
  amount: 1294,
  lines: [{ product: 'id-1', price: 599 }],
};

const orderDetails = buildCreateOrderInput([obsidianLine], shipping, null).orderDetails;

const payment: VerifiablePayment = {
  razorpayPaymentId: 'pay_1',
  razorpayOrderId: 'order_1',
  razorpaySignature: 'a'.repeat(64),
  orderDetails,
};

const run = (...events: PaymentEvent[]): PaymentState =>
  events.reduce(transition, INITIAL_PAYMENT_STATE);

const apiError = (
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
) => new ApiError(status, code, message, details);

describe('payment state machine', () => {
  it('walks create → pay → verify → paid, busy all the way', () => {
    const steps: PaymentEvent[] = [
      { type: 'order-requested' },
      { type: 'gateway-opened' },
      { type: 'verify-started' },
    ];
    const states = steps.map((_, index) => run(...steps.slice(0, index + 1)));

    expect(states).toEqual([
      { status: 'working', step: 'preparing' },
      { status: 'working', step: 'paying' },
      { status: 'working', step: 'verifying' },
    ]);
    expect(states.every(isBusy)).toBe(true);
    const paid = transition(states[2] as PaymentState, { type: 'verified', orderId: 'ord-1' });
    expect(paid).toEqual({ status: 'paid', orderId: 'ord-1' });
    expect(isBusy(paid)).toBe(true);
    expect(isBusy(INITIAL_PAYMENT_STATE)).toBe(false);
  });

  it('asks to fix shipping, or says checkout failed when the order cannot be built', () => {
    expect(run({ type: 'shipping-invalid' })).toEqual({
      status: 'failed',
      message: m.fixShipping,
    });
    expect(run({ type: 'order-requested' }, { type: 'order-unbuildable' })).toEqual({
      status: 'failed',
      message: m.checkoutError,
    });
  });

  it.each([
    [{ kind: 'timed-out' } as const, { status: 'failed', message: PAYMENT_NOTICES.timedOut }],
    [
      { kind: 'price-changed', details: priceChanged } as const,
      { status: 'price-changed', details: priceChanged },
    ],
    [
      { kind: 'coupon-refused', message: 'This coupon has expired.' } as const,
      { status: 'failed', message: 'This coupon has expired.' },
    ],
    [
      { kind: 'refused', message: 'Razorpay is down' } as const,
      { status: 'failed', message: 'Razorpay is down' },
    ],
  ])('after a create-order refusal %j it is %j, and Pay Now works again', (refusal, expected) => {
    const state = run({ type: 'order-requested' }, { type: 'order-refused', refusal });

    expect(state).toEqual(expected);
    expect(isBusy(state)).toBe(false);
  });

  it('says failed or cancelled when the gateway ends without paying', () => {
    const paying = run({ type: 'order-requested' }, { type: 'gateway-opened' });

    expect(transition(paying, { type: 'gateway-ended', outcome: 'failed' })).toEqual({
      status: 'failed',
      message: m.failed,
    });
    expect(transition(paying, { type: 'gateway-ended', outcome: 'dismissed' })).toEqual({
      status: 'failed',
      message: m.cancelled,
    });
  });

  it('keeps what a session already said when it ends later', () => {
    const failed = run(
      { type: 'order-requested' },
      { type: 'gateway-opened' },
      { type: 'gateway-ended', outcome: 'failed' },
    );

    expect(transition(failed, { type: 'gateway-ended', outcome: 'dismissed' })).toBe(failed);
    // …yet a payment that then succeeds in the same session is still verified.
    expect(transition(failed, { type: 'verify-started' })).toEqual({
      status: 'working',
      step: 'verifying',
    });
  });

  it.each<[PaymentProblem, string]>([
    ['load-failed', m.loadGateway],
    ['not-loaded', m.gatewayNotLoaded],
    ['broke', m.errorDuring],
    ['timed-out', PAYMENT_NOTICES.timedOut],
    ['unreadable-answer', m.verificationError],
  ])('says what went wrong when the gateway cannot run (%s)', (problem, message) => {
    const paying = run({ type: 'order-requested' }, { type: 'gateway-opened' });

    expect(
      transition(paying, { type: 'gateway-errored', error: new PaymentDriverError(problem) }),
    ).toEqual({ status: 'failed', message });
  });

  it('says an error occurred during payment for an unexpected gateway error', () => {
    expect(run({ type: 'gateway-errored', error: new TypeError('boom') })).toEqual({
      status: 'failed',
      message: m.errorDuring,
    });
  });

  it('holds a payment whose verification did not answer, and lets go once refused', () => {
    const verifying = run({ type: 'order-requested' }, { type: 'verify-started' });
    expect(heldPaymentOf(verifying)).toBeNull();

    const timedOut = transition(verifying, {
      type: 'verify-failed',
      payment,
      error: new PaymentTimeoutError(),
    });
    const serverSaid = transition(verifying, {
      type: 'verify-failed',
      payment,
      error: apiError(502, 'GATEWAY_ERROR', 'Could not reach Razorpay'),
    });
    const networkDown = transition(verifying, {
      type: 'verify-failed',
      payment,
      error: apiError(0, CLIENT_ERROR_CODES.network, 'offline'),
    });

    expect(timedOut).toEqual({ status: 'unconfirmed', message: m.verificationError, payment });
    expect(serverSaid).toMatchObject({
      status: 'unconfirmed',
      message: 'Could not reach Razorpay',
    });
    expect(networkDown).toMatchObject({ status: 'unconfirmed', message: m.verificationError });
    expect(isBusy(timedOut)).toBe(false);
    expect(heldPaymentOf(timedOut)).toBe(payment);

    const retried = transition(timedOut, { type: 'verify-started' });
    const refused = transition(retried, { type: 'verify-refused' });
    expect(refused).toEqual({ status: 'failed', message: m.verificationFailed });
    expect(heldPaymentOf(refused)).toBeNull();
  });
});

describe('createOrderRefusalOf', () => {
  it('reads a timeout, new prices, a refused coupon and any other refusal', () => {
    expect(createOrderRefusalOf(new PaymentTimeoutError())).toEqual({ kind: 'timed-out' });
    expect(
      createOrderRefusalOf(apiError(409, 'PRICE_CHANGED', 'Prices changed', priceChanged)),
    ).toEqual({ kind: 'price-changed', details: priceChanged });
    expect(
      createOrderRefusalOf(apiError(409, 'COUPON_NOT_USABLE', 'This coupon has expired.')),
    ).toEqual({ kind: 'coupon-refused', message: 'This coupon has expired.' });
    expect(createOrderRefusalOf(apiError(502, 'GATEWAY_ERROR', 'Razorpay is down'))).toEqual({
      kind: 'refused',
      message: 'Razorpay is down',
    });
  });

  it('takes a PRICE_CHANGED without usable figures as a plain refusal with its message', () => {
    expect(createOrderRefusalOf(apiError(409, 'PRICE_CHANGED', 'Prices changed'))).toEqual({
      kind: 'refused',
      message: 'Prices changed',
    });
  });

  it('says an error occurred during checkout for something that is not an API error', () => {
    expect(createOrderRefusalOf(new TypeError('boom'))).toEqual({
      kind: 'refused',
      message: m.checkoutError,
    });
  });
});
