import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.ts';
import { GatewayError, type GatewayPayment } from './gateway.ts';
import { newRazorpayId } from './razorpay-ids.ts';
import { DatabaseSimulatedStore } from './simulated-database-store.ts';
import { SimulatedGateway } from './simulated-gateway.ts';
import { MemorySimulatedStore } from './simulated-memory-store.ts';
import type { SimulatedStore } from './simulated-store.ts';

const NOT_FOUND = 'The id provided does not exist';
const ALREADY_CAPTURED = 'This payment has already been captured';
const NOT_AUTHORIZED =
  'Only payments which have been authorized and not yet captured can be captured';
const OVER_REFUND = 'The refund amount provided is greater than amount captured';

/** Razorpay's 400 with its words, as the simulated gateway answers it. */
async function expectRefusal(call: Promise<unknown>, description: string) {
  const error = await call.then(
    () => null,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(GatewayError);
  expect(error).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST_ERROR', description });
}

async function paidPayment(gateway: SimulatedGateway, amountInPaise: number) {
  const order = await gateway.createOrder({ amountInPaise, currency: 'INR', receipt: 'r-1' });
  const paid = await gateway.simulatePayment(order.id, 'success');
  if (paid?.outcome !== 'success') throw new Error('expected a paid test order');
  return paid.paymentId;
}

/** A payment still to capture, as Razorpay holds one when the account does not auto-capture. */
async function authorizedPayment(store: SimulatedStore, gateway: SimulatedGateway) {
  const order = await gateway.createOrder({ amountInPaise: 54_900, currency: 'INR', receipt: 'r' });
  const payment: GatewayPayment = {
    id: newRazorpayId('pay'),
    orderId: order.id,
    amountInPaise: 54_900,
    amountRefundedInPaise: 0,
    currency: 'INR',
    status: 'authorized',
    method: 'upi',
    errorCode: null,
    errorDescription: null,
  };
  await store.changeOrder(order.id, () => ({ payment, answer: null }));
  return { order, payment };
}

const database = await createTestDatabase();
afterAll(() => database.dispose());

// The same behaviour, word for word, whichever store keeps the books.
const stores = [
  { name: 'in memory', newStore: (): SimulatedStore => new MemorySimulatedStore() },
  { name: 'in the database', newStore: () => new DatabaseSimulatedStore(database.db) },
];

describe.each(stores)('SimulatedGateway, its books $name', ({ newStore }) => {
  const newGateway = (store = newStore()) => new SimulatedGateway('app-secret', store);

  it('keeps an order as created, notes included, and refuses less than a rupee', async () => {
    const gateway = newGateway();
    const order = await gateway.createOrder({
      amountInPaise: 54_900,
      currency: 'INR',
      receipt: 'checkout-1',
      notes: { checkout_id: 'checkout-1' },
    });

    expect(order).toEqual({
      id: expect.stringMatching(/^order_\w{14}$/),
      amountInPaise: 54_900,
      amountPaidInPaise: 0,
      currency: 'INR',
      receipt: 'checkout-1',
      status: 'created',
      notes: { checkout_id: 'checkout-1' },
    });
    expect(await gateway.fetchOrder(order.id)).toEqual(order);
    await expectRefusal(
      gateway.createOrder({ amountInPaise: 99, currency: 'INR', receipt: 'r' }),
      'The amount must be atleast INR 1.00',
    );
    await expectRefusal(gateway.fetchOrder('order_NeverMade00001'), NOT_FOUND);
  });

  it('pays an order once, with the signature Checkout’s handler receives', async () => {
    const gateway = newGateway();
    const order = await gateway.createOrder({
      amountInPaise: 59_300,
      currency: 'INR',
      receipt: 'r',
    });

    const paid = await gateway.simulatePayment(order.id, 'success');

    if (paid?.outcome !== 'success') throw new Error('expected a paid test order');
    expect(gateway.isValidCheckoutSignature(order.id, paid.paymentId, paid.signature)).toBe(true);
    expect(await gateway.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amountPaidInPaise: 59_300,
    });
    expect(await gateway.fetchPayment(paid.paymentId)).toEqual({
      id: paid.paymentId,
      orderId: order.id,
      amountInPaise: 59_300,
      amountRefundedInPaise: 0,
      currency: 'INR',
      status: 'captured',
      method: 'card',
      errorCode: null,
      errorDescription: null,
    });
    expect(await gateway.simulatePayment(order.id, 'success')).toBeNull();
    expect(await gateway.simulatePayment(order.id, 'failure')).toBeNull();
    expect(await gateway.simulatePayment('order_NeverMade00001', 'success')).toBeNull();
    await expectRefusal(gateway.fetchPayment('pay_NeverMade000001'), NOT_FOUND);
  });

  it('records a failed attempt, then lets the order be paid; lists both, oldest first', async () => {
    const gateway = newGateway();
    const order = await gateway.createOrder({
      amountInPaise: 10_000,
      currency: 'INR',
      receipt: 'r',
    });

    const failed = await gateway.simulatePayment(order.id, 'failure');
    expect(failed).toEqual({
      outcome: 'failure',
      paymentId: expect.stringMatching(/^pay_\w{14}$/),
      orderId: order.id,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed in the test payment dialog.',
        reason: 'payment_failed',
      },
    });
    expect((await gateway.fetchOrder(order.id)).status).toBe('attempted');
    const paid = await gateway.simulatePayment(order.id, 'success');

    const payments = await gateway.listOrderPayments(order.id);
    expect(payments.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: failed?.paymentId, status: 'failed' },
      { id: paid?.paymentId, status: 'captured' },
    ]);
    expect(payments[0]).toMatchObject({
      errorCode: 'BAD_REQUEST_ERROR',
      errorDescription: 'Payment failed in the test payment dialog.',
    });
    await expectRefusal(gateway.listOrderPayments('order_NeverMade00001'), NOT_FOUND);
  });

  it('captures an authorized payment of the authorized amount once, paying its order', async () => {
    const store = newStore();
    const gateway = newGateway(store);
    const { order, payment } = await authorizedPayment(store, gateway);

    await expectRefusal(
      gateway.capturePayment(payment.id, 54_800, 'INR'),
      'Capture amount must be equal to the amount authorized',
    );
    expect((await gateway.fetchOrder(order.id)).status).toBe('created');
    const captured = await gateway.capturePayment(payment.id, 54_900, 'INR');

    expect(captured).toEqual({ ...payment, status: 'captured' });
    expect(await gateway.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amountPaidInPaise: 54_900,
    });
    await expectRefusal(gateway.capturePayment(payment.id, 54_900, 'INR'), ALREADY_CAPTURED);
  });

  it('refuses to capture a captured, a failed or an unknown payment', async () => {
    const gateway = newGateway();
    const paymentId = await paidPayment(gateway, 54_900);
    const order = await gateway.createOrder({ amountInPaise: 100, currency: 'INR', receipt: 'r' });
    const failed = await gateway.simulatePayment(order.id, 'failure');

    await expectRefusal(gateway.capturePayment(paymentId, 54_900, 'INR'), ALREADY_CAPTURED);
    await expectRefusal(
      gateway.capturePayment(failed?.paymentId ?? '', 100, 'INR'),
      NOT_AUTHORIZED,
    );
    await expectRefusal(gateway.capturePayment('pay_NeverMade000001', 100, 'INR'), NOT_FOUND);
  });

  it('refunds a payment it holds, in parts, up to what was captured', async () => {
    const gateway = newGateway();
    const paymentId = await paidPayment(gateway, 54_900);

    await expectRefusal(gateway.refundPayment(paymentId, 54_901), OVER_REFUND);
    await expectRefusal(gateway.refundPayment(paymentId, 0), OVER_REFUND);
    expect(await gateway.refundPayment(paymentId, 900)).toEqual({
      id: expect.stringMatching(/^rfnd_\w{14}$/),
      paymentId,
      amountInPaise: 900,
      currency: 'INR',
      status: 'processed',
    });
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({
      status: 'captured',
      amountRefundedInPaise: 900,
    });
    await expectRefusal(gateway.refundPayment(paymentId, 54_001), OVER_REFUND);
    const refund = await gateway.refundPayment(paymentId, 54_000);

    expect(refund).toMatchObject({ paymentId, amountInPaise: 54_000, status: 'processed' });
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({
      status: 'refunded',
      amountRefundedInPaise: 54_900,
    });
    await expectRefusal(gateway.refundPayment(paymentId, 1), OVER_REFUND);
  });

  it('refuses to refund a failed payment', async () => {
    const gateway = newGateway();
    const order = await gateway.createOrder({ amountInPaise: 100, currency: 'INR', receipt: 'r' });
    const failed = await gateway.simulatePayment(order.id, 'failure');

    await expectRefusal(gateway.refundPayment(failed?.paymentId ?? '', 100), OVER_REFUND);
  });

  it('refuses a refund for an id that is not a payment id, or of nothing', async () => {
    const gateway = newGateway();

    await expectRefusal(gateway.refundPayment('order_123', 100), NOT_FOUND);
    await expectRefusal(gateway.refundPayment('pay_123', 0), NOT_FOUND);
  });

  it('grants the refund of a payment id it never held (taken before a restart or an upgrade)', async () => {
    const gateway = newGateway();
    const paymentId = newRazorpayId('pay');

    const refund = await gateway.refundPayment(paymentId, 54_900);

    expect(refund).toMatchObject({ paymentId, amountInPaise: 54_900, status: 'processed' });
  });
});

describe('SimulatedGateway, its books in memory', () => {
  it('grants the refund of a test payment made before a restart (its ledger is in memory)', async () => {
    const paymentId = await paidPayment(new SimulatedGateway('app-secret'), 54_900);
    const afterRestart = new SimulatedGateway('app-secret');

    const refund = await afterRestart.refundPayment(paymentId, 54_900);

    expect(refund).toMatchObject({ paymentId, amountInPaise: 54_900, status: 'processed' });
  });
});
