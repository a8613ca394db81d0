import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { GatewayError } from './gateway.ts';
import { CLIENT_FAILURE_CODES, RazorpayClient } from './razorpay-client.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';

const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const credentials = { keyId: fake.keyId, keySecret: fake.keySecret, apiBase: fake.apiBase };
const gateway = new RazorpayGateway(credentials);

beforeEach(() => fake.setOutage(null));

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof GatewayError)) throw new Error(`expected a GatewayError, got ${error}`);
  return error;
}

describe('RazorpayGateway over the fake Razorpay', () => {
  it('creates an order in paise with basic auth, and reads it and its payments back', async () => {
    const order = await gateway.createOrder({
      amountInPaise: 59_300,
      currency: 'INR',
      receipt: 'checkout-1',
      notes: { checkout_id: 'checkout-1' },
    });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amountInPaise: 59_300,
      amountPaidInPaise: 0,
      currency: 'INR',
      receipt: 'checkout-1',
      status: 'created',
      notes: { checkout_id: 'checkout-1' },
    });
    expect(fake.callsTo('POST', '/v1/orders').at(-1)?.body).toEqual({
      amount: 59_300,
      currency: 'INR',
      receipt: 'checkout-1',
      notes: { checkout_id: 'checkout-1' },
    });

    fake.fail(order.id);
    const { razorpay_payment_id: paymentId } = fake.pay(order.id);
    expect(await gateway.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amountPaidInPaise: 59_300,
    });
    const payments = await gateway.listOrderPayments(order.id);
    expect(payments.map((p) => p.status).sort()).toEqual(['captured', 'failed']);
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({
      id: paymentId,
      orderId: order.id,
      amountInPaise: 59_300,
      currency: 'INR',
      status: 'captured',
      method: 'card',
    });
  });

  it('captures an authorized payment and refunds part, then the rest', async () => {
    const order = await gateway.createOrder({
      amountInPaise: 100_000,
      currency: 'INR',
      receipt: 'c-2',
    });
    const { razorpay_payment_id: paymentId } = fake.pay(order.id, { capture: 'manual' });
    expect(await gateway.capturePayment(paymentId, 100_000, 'INR')).toMatchObject({
      status: 'captured',
    });

    const part = await gateway.refundPayment(paymentId, 40_000, { reason: 'cancelled' });
    expect(part).toMatchObject({ paymentId, amountInPaise: 40_000, status: 'processed' });
    await gateway.refundPayment(paymentId, 60_000);
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({
      status: 'refunded',
      amountRefundedInPaise: 100_000,
    });
    const tooMuch = await rejection(gateway.refundPayment(paymentId, 100));
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST_ERROR', isRefusal: true });
  });

  it('refunds once per idempotency key, and finds a payment’s refunds by their notes past a page', async () => {
    const order = await gateway.createOrder({
      amountInPaise: 20_000,
      currency: 'INR',
      receipt: 'c-refunds',
    });
    const { razorpay_payment_id: paymentId } = fake.pay(order.id);
    const mine = { return_number: 'R1001' };
    const first = await gateway.refundPayment(paymentId, 500, mine, undefined, 'return-key-0');
    const again = await gateway.refundPayment(paymentId, 500, mine, undefined, 'return-key-0');
    expect(again.id).toBe(first.id);
    const other = await rejection(
      gateway.refundPayment(paymentId, 600, mine, undefined, 'return-key-0'),
    );
    expect(other.description).toBe(
      'Different request with the same idempotency key has already been processed.',
    );
    // 100 more refunds after it: Razorpay answers at most 100 at a time, newest first.
    for (let index = 0; index < 100; index += 1) {
      await gateway.refundPayment(paymentId, 100, { return_number: `R${2000 + index}` });
    }
    expect(await gateway.findRefunds(paymentId, mine)).toEqual([
      { id: first.id, paymentId, amountInPaise: 500, currency: 'INR', status: 'processed' },
    ]);
    expect(await gateway.findRefunds(paymentId, { return_number: 'R9999' })).toEqual([]);
    expect(fake.callsTo('GET', `/v1/payments/${paymentId}/refunds`)).toHaveLength(4);
    expect(fake.payments.get(paymentId)?.amount_refunded).toBe(10_500);
  });

  it('turns Razorpay’s error envelope into a GatewayError with its code and description', async () => {
    const missing = await rejection(gateway.fetchPayment('pay_DoesNotExist01'));
    expect(missing).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST_ERROR',
      description: 'The id provided does not exist',
      isRefusal: true,
    });

    const order = await gateway.createOrder({
      amountInPaise: 5000,
      currency: 'INR',
      receipt: 'c-3',
    });
    const { razorpay_payment_id: paymentId } = fake.pay(order.id);
    const twice = await rejection(gateway.capturePayment(paymentId, 5000, 'INR'));
    expect(twice.description).toBe('This payment has already been captured');

    const tooSmall = await rejection(
      gateway.createOrder({ amountInPaise: 50, currency: 'INR', receipt: 'x' }),
    );
    expect(tooSmall.code).toBe('BAD_REQUEST_ERROR');
  });

  it('is refused with wrong credentials', async () => {
    const stranger = new RazorpayGateway({ ...credentials, keySecret: 'wrong' });
    const error = await rejection(stranger.fetchOrder('order_Anything0001'));
    expect(error).toMatchObject({ statusCode: 401, description: 'Authentication failed' });
  });

  it('reports an outage and a dropped connection as GatewayErrors that may succeed later', async () => {
    fake.setOutage('server-error');
    const down = await rejection(gateway.fetchOrder('order_Anything0001'));
    expect(down).toMatchObject({ statusCode: 502, code: 'GATEWAY_ERROR', isRefusal: false });

    fake.setOutage('connection-drop');
    const dropped = await rejection(gateway.fetchOrder('order_Anything0001'));
    expect(dropped).toMatchObject({
      statusCode: 0,
      code: CLIENT_FAILURE_CODES.network,
      isRefusal: false,
    });
  });

  it('reports nobody listening as a network failure', async () => {
    const nowhere = new RazorpayGateway({ ...credentials, apiBase: 'http://127.0.0.1:1/v1' });
    const error = await rejection(nowhere.fetchOrder('order_Anything0001'));
    expect(error).toMatchObject({ statusCode: 0, code: 'NETWORK_ERROR' });
  });
});

describe('RazorpayClient answers it cannot use', () => {
  const answering = (status: number, body: string, delayMs = 0) =>
    new RazorpayClient({
      ...credentials,
      timeoutMs: 50,
      fetch: async (_input, init) => {
        if (delayMs) {
          await new Promise((resolve, reject) => {
            const timer = setTimeout(resolve, delayMs);
            init?.signal?.addEventListener('abort', () => {
              clearTimeout(timer);
              reject(init.signal?.reason);
            });
          });
        }
        return new Response(body, { status });
      },
    });

  it('refuses an answer of the wrong shape', async () => {
    const error = await rejection(answering(200, '{"id":"order_1"}').fetchOrder('order_1'));
    expect(error.code).toBe(CLIENT_FAILURE_CODES.invalidResponse);
  });

  it('reads a 5xx without the envelope as a server error', async () => {
    const error = await rejection(answering(503, '<html>busy</html>').fetchOrder('order_1'));
    expect(error).toMatchObject({ statusCode: 503, code: 'SERVER_ERROR', isRefusal: false });
  });

  it('gives up on an answer that does not come in time', async () => {
    const error = await rejection(answering(200, '{}', 5_000).fetchOrder('order_1'));
    expect(error).toMatchObject({ statusCode: 0, code: CLIENT_FAILURE_CODES.network });
    expect(error.description).toMatch(/within 50 ms/);
  });
});
