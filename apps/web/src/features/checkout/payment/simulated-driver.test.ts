import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { obsidianLine, shipping } from '#testing/payment-fixtures.tsx';
import { hangingAnswer, stubApiCalls } from '#testing/stub-api-calls.ts';
import { buildCreateOrderInput } from './order-details.ts';
import { type CreatedOrder, PaymentDriverError } from './payment-driver.ts';
import { type PaymentStepRunner, PaymentTimeoutError } from './payment-timeout.ts';
import { createSimulatedDriver, type SimulatedCheckout } from './simulated-driver.ts';

// The simulate endpoint's answers: Checkout's handler fields, and its payment.failed error.
const success = {
  razorpay_payment_id: 'pay_S1',
  razorpay_order_id: 'order_A1',
  razorpay_signature: 'f'.repeat(64),
} as const;

const failure = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment failed',
    reason: 'payment_failed',
    metadata: { order_id: 'order_A1', payment_id: 'pay_F1' },
  },
} as const;

const order: CreatedOrder = {
  razorpayOrderId: 'order_A1',
  amount: 118_600,
  currency: 'INR',
  keyId: 'rzp_test_key',
  mode: 'simulated',
  orderDetails: buildCreateOrderInput([obsidianLine], shipping, null).orderDetails,
};

const runNow: PaymentStepRunner = (run) => run(new AbortController().signal);

/** The driver with a recorded dialog: `dialog()` is what is on screen now. */
function openSimulated(runStep: PaymentStepRunner = runNow) {
  const shown: (SimulatedCheckout | null)[] = [];
  const onOpen = vi.fn();
  const driver = createSimulatedDriver(runStep, (checkout) => shown.push(checkout));
  const result = driver.open(order, { onOpen });
  const dialog = () => {
    const current = shown.at(-1);
    if (!current) throw new Error('the dialog is closed');
    return current;
  };
  return { result, shown, onOpen, dialog };
}

describe('simulated driver', () => {
  it('shows its dialog for the order and reports it open', () => {
    const { dialog, onOpen } = openSimulated();

    expect(dialog()).toMatchObject({
      razorpayOrderId: 'order_A1',
      amountInPaise: 118_600,
      isWorking: false,
    });
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('Pay asks the gateway, closes the dialog and answers the ids to verify', async () => {
    const api = stubApiCalls(() => jsonResponse(success));
    const { result, dialog, shown } = openSimulated();

    void dialog().pay();

    expect(dialog().isWorking).toBe(true);
    await expect(result).resolves.toEqual({
      outcome: 'paid',
      payment: {
        razorpayPaymentId: 'pay_S1',
        razorpayOrderId: 'order_A1',
        razorpaySignature: 'f'.repeat(64),
      },
    });
    expect(shown.at(-1)).toBeNull();
    expect(api.callsTo('/payments/simulate')[0]?.body).toEqual({
      razorpayOrderId: 'order_A1',
      outcome: 'success',
    });
  });

  it("Fail answers a failed payment with the gateway's description", async () => {
    stubApiCalls(() => jsonResponse(failure));
    const { result, dialog } = openSimulated();

    void dialog().fail();

    await expect(result).resolves.toEqual({ outcome: 'failed', reason: 'Payment failed' });
  });

  it('Cancel is a dismissed session without a gateway call, and is held while the gateway answers', async () => {
    const api = stubApiCalls(() => jsonResponse(success));
    const cancelled = openSimulated();
    cancelled.dialog().cancel();
    await expect(cancelled.result).resolves.toEqual({ outcome: 'dismissed' });
    expect(cancelled.shown.at(-1)).toBeNull();
    expect(api.calls).toHaveLength(0);

    const paying = openSimulated();
    const { pay, cancel } = paying.dialog();
    void pay();
    cancel();
    void pay();
    await expect(paying.result).resolves.toMatchObject({ outcome: 'paid' });
    expect(api.callsTo('/payments/simulate')).toHaveLength(1);
  });

  it('rejects as timed out when the gateway call passes the step timeout', async () => {
    const api = stubApiCalls(hangingAnswer);
    const timingOut: PaymentStepRunner = () => Promise.reject(new PaymentTimeoutError());
    const { result, dialog, shown } = openSimulated(timingOut);

    void dialog().pay();

    await expect(result).rejects.toBeInstanceOf(PaymentDriverError);
    await expect(result).rejects.toHaveProperty('problem', 'timed-out');
    expect(shown.at(-1)).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('rejects as broken when the gateway call fails', async () => {
    stubApiCalls(() => jsonResponse({ message: 'Something went wrong', code: 'INTERNAL' }, 500));
    const { result, dialog } = openSimulated();

    void dialog().pay();

    await expect(result).rejects.toHaveProperty('problem', 'broke');
  });
});
