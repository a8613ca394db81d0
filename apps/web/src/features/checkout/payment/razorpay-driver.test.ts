import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRazorpayStub, obsidianLine, shipping } from '#testing/payment-fixtures.tsx';
import { buildCreateOrderInput } from './order-details.ts';
import type { CreatedOrder } from './payment-driver.ts';
import { type PaymentStepRunner, PaymentTimeoutError } from './payment-timeout.ts';
import { createRazorpayDriver } from './razorpay-driver.ts';

const order: CreatedOrder = {
  razorpayOrderId: 'order_A1',
  amount: 118_600,
  currency: 'INR',
  keyId: 'rzp_live_key',
  mode: 'razorpay',
  orderDetails: buildCreateOrderInput([obsidianLine], shipping, null).orderDetails,
};

const runNow: PaymentStepRunner = (run) => run(new AbortController().signal);

const handlerAnswer = {
  razorpay_payment_id: 'pay_R1',
  razorpay_order_id: 'order_A1',
  razorpay_signature: 'a'.repeat(64),
};

afterEach(() => {
  Reflect.deleteProperty(window, 'Razorpay');
});

function openCheckout() {
  const stub = installRazorpayStub();
  const onOpen = vi.fn();
  const onAttemptFailed = vi.fn();
  const result = createRazorpayDriver(runNow).open(order, { onOpen, onAttemptFailed });
  return { stub, result, onOpen, onAttemptFailed };
}

/** Checkout opens after the (already loaded) script's load step settles. */
const opened = async (stub: ReturnType<typeof installRazorpayStub>) => {
  await vi.waitFor(() => expect(stub.opened).toHaveLength(1));
  return stub.session();
};

describe('razorpay driver', () => {
  it("opens Checkout for the order and answers its handler's ids, camel-cased", async () => {
    const { stub, result, onOpen } = openCheckout();
    const session = await opened(stub);

    expect(session.options).toMatchObject({ key: 'rzp_live_key', order_id: 'order_A1' });
    expect(onOpen).toHaveBeenCalledOnce();
    session.pay(handlerAnswer);

    await expect(result).resolves.toEqual({
      outcome: 'paid',
      payment: {
        razorpayPaymentId: 'pay_R1',
        razorpayOrderId: 'order_A1',
        razorpaySignature: 'a'.repeat(64),
      },
    });
  });

  it('is dismissed when Checkout is closed without paying', async () => {
    const { stub, result } = openCheckout();

    (await opened(stub)).dismiss();

    await expect(result).resolves.toEqual({ outcome: 'dismissed' });
  });

  it('reports a failed attempt at once and ends failed when Checkout is then closed', async () => {
    const { stub, result, onAttemptFailed } = openCheckout();
    const session = await opened(stub);

    session.fail();
    expect(onAttemptFailed).toHaveBeenCalledWith('Card declined');
    session.dismiss();

    await expect(result).resolves.toEqual({ outcome: 'failed', reason: 'Card declined' });
  });

  it('still answers a payment made in the same session after a failed attempt', async () => {
    const { stub, result } = openCheckout();
    const session = await opened(stub);

    session.fail();
    session.pay(handlerAnswer);

    await expect(result).resolves.toMatchObject({ outcome: 'paid' });
  });

  it('rejects when the handler answer lacks the ids, so nothing is verified', async () => {
    const { stub, result } = openCheckout();

    (await opened(stub)).pay({ razorpay_payment_id: 'pay_R1' });

    await expect(result).rejects.toHaveProperty('problem', 'unreadable-answer');
  });

  it('rejects when Checkout cannot open, or its script cannot load', async () => {
    installRazorpayStub({ throwOnOpen: true });
    await expect(createRazorpayDriver(runNow).open(order)).rejects.toHaveProperty(
      'problem',
      'broke',
    );

    const timingOut: PaymentStepRunner = () => Promise.reject(new PaymentTimeoutError());
    await expect(createRazorpayDriver(timingOut).open(order)).rejects.toHaveProperty(
      'problem',
      'load-failed',
    );
  });
});
