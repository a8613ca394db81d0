import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.ts';
import { newRazorpayId } from './razorpay-ids.ts';
import { DatabaseSimulatedStore } from './simulated-database-store.ts';
import {
  authorizedPayment,
  expectRefusal,
  openOrder,
  paidPayment,
} from './simulated-gateway.fixtures.ts';
import { SimulatedGateway } from './simulated-gateway.ts';
import { MemorySimulatedStore } from './simulated-memory-store.ts';
import type { SimulatedStore } from './simulated-store.ts';

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
    const input = {
      amountInPaise: 54_900,
      currency: 'INR',
      receipt: 'checkout-1',
      notes: { checkout_id: 'checkout-1' },
    };

    const order = await gateway.createOrder(input);

    expect(order).toEqual({
      ...input,
      id: expect.stringMatching(/^order_\w{14}$/),
      amountPaidInPaise: 0,
      status: 'created',
    });
    expect(await gateway.fetchOrder(order.id)).toEqual(order);
    await expectRefusal(openOrder(gateway, 99), 'underOneRupee');
    await expectRefusal(gateway.fetchOrder('order_NeverMade00001'), 'notFound');
  });

  it('pays an order once, with the signature Checkout’s handler receives', async () => {
    const gateway = newGateway();
    const order = await openOrder(gateway, 59_300);

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
    await expectRefusal(gateway.fetchPayment('pay_NeverMade000001'), 'notFound');
  });

  it('records a failed attempt, then lets the order be paid; lists both, oldest first', async () => {
    const gateway = newGateway();
    const order = await openOrder(gateway, 10_000);

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
    await expectRefusal(gateway.listOrderPayments('order_NeverMade00001'), 'notFound');
  });

  it('captures an authorized payment of the authorized amount once, paying its order', async () => {
    const store = newStore();
    const gateway = newGateway(store);
    const { order, payment } = await authorizedPayment(store, gateway);

    await expectRefusal(gateway.capturePayment(payment.id, 54_800, 'INR'), 'captureAmount');
    expect((await gateway.fetchOrder(order.id)).status).toBe('created');
    const captured = await gateway.capturePayment(payment.id, 54_900, 'INR');

    expect(captured).toEqual({ ...payment, status: 'captured' });
    expect(await gateway.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amountPaidInPaise: 54_900,
    });
    await expectRefusal(gateway.capturePayment(payment.id, 54_900, 'INR'), 'alreadyCaptured');
  });

  it('refuses to capture a captured, a failed or an unknown payment', async () => {
    const gateway = newGateway();
    const paymentId = await paidPayment(gateway);
    const order = await openOrder(gateway, 100);
    const failed = await gateway.simulatePayment(order.id, 'failure');

    await expectRefusal(gateway.capturePayment(paymentId, 54_900, 'INR'), 'alreadyCaptured');
    await expectRefusal(
      gateway.capturePayment(failed?.paymentId ?? '', 100, 'INR'),
      'notAuthorized',
    );
    await expectRefusal(gateway.capturePayment('pay_NeverMade000001', 100, 'INR'), 'notFound');
  });

  it('refunds a payment it holds, in parts, up to what was captured', async () => {
    const gateway = newGateway();
    const paymentId = await paidPayment(gateway);
    const booked = async () => {
      const { status, amountRefundedInPaise } = await gateway.fetchPayment(paymentId);
      return { status, amountRefundedInPaise };
    };

    await expectRefusal(gateway.refundPayment(paymentId, 54_901), 'overRefund');
    await expectRefusal(gateway.refundPayment(paymentId, 0), 'overRefund');
    expect(await gateway.refundPayment(paymentId, 900)).toEqual({
      id: expect.stringMatching(/^rfnd_\w{14}$/),
      paymentId,
      amountInPaise: 900,
      currency: 'INR',
      status: 'processed',
    });
    expect(await booked()).toEqual({ status: 'captured', amountRefundedInPaise: 900 });
    await expectRefusal(gateway.refundPayment(paymentId, 54_001), 'overRefund');
    await gateway.refundPayment(paymentId, 54_000);

    expect(await booked()).toEqual({ status: 'refunded', amountRefundedInPaise: 54_900 });
    await expectRefusal(gateway.refundPayment(paymentId, 1), 'overRefund');
  });

  it('refuses to refund a failed payment', async () => {
    const gateway = newGateway();
    const order = await openOrder(gateway, 100);
    const failed = await gateway.simulatePayment(order.id, 'failure');

    await expectRefusal(gateway.refundPayment(failed?.paymentId ?? '', 100), 'overRefund');
  });

  it('refuses a refund for an id that is not a payment id, or of nothing', async () => {
    const gateway = newGateway();

    await expectRefusal(gateway.refundPayment('order_123', 100), 'notFound');
    await expectRefusal(gateway.refundPayment('pay_123', 0), 'notFound');
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
    const paymentId = await paidPayment(new SimulatedGateway('app-secret'));
    const afterRestart = new SimulatedGateway('app-secret');

    const refund = await afterRestart.refundPayment(paymentId, 54_900);

    expect(refund).toMatchObject({ paymentId, amountInPaise: 54_900, status: 'processed' });
  });
});
