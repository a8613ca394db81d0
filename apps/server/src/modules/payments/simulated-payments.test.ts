import {
  SimulatedHandlerResponseSchema,
  SimulatedPaymentFailedSchema,
  StoreConfigSchema,
} from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutRequest, countRows, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { paymentCalls } from '../../testing/payment-calls.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { orders } from '../orders/orders.tables.ts';

// No Razorpay keys: the shop runs on the in-process simulated gateway, same server code path.
const { app, database } = await buildTestApp();
const { db } = database;
// verify: what the storefront does with Checkout's handler answer, the fields camel-cased.
const { openOrder, verify } = paymentCalls(app);

const simulate = (razorpayOrderId: string, outcome: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/simulate',
    payload: { razorpayOrderId, outcome },
  });

describe('simulated payments', () => {
  it('tells the storefront it runs in simulated mode, with no key id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/store/config' });
    expect(StoreConfigSchema.parse(response.json()).payments).toEqual({ mode: 'simulated' });
  });

  it('pays through create-order → simulate → verify, exactly as Checkout’s handler would', async () => {
    const product = await createProduct(db, { price: 549 });
    const email = uniqueEmail();
    const created = await openOrder(checkoutRequest([{ product }], { email }));
    expect(created).toMatchObject({ mode: 'simulated', keyId: 'rzp_simulated', amount: 59_300 });

    const response = await simulate(created.razorpayOrderId, 'success');
    expect(response.statusCode).toBe(200);
    // Exactly Checkout's handler fields, nothing more (API.md § Decisions).
    const result = SimulatedHandlerResponseSchema.parse(response.json());
    expect(response.json()).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_\w{14}$/),
      razorpay_order_id: created.razorpayOrderId,
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const verified = await verify(result);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, orderId: expect.any(String) });
    expect(await countRows(db, orders, eq(orders.email, email))).toBe(1);
    expect(await countRows(db, mailOutbox, eq(mailOutbox.toAddress, email))).toBe(1);

    // A paid order cannot be paid again.
    expect((await simulate(created.razorpayOrderId, 'success')).statusCode).toBe(404);
  });

  it('answers a failure as Checkout’s payment.failed does, and lets the shopper pay afterwards', async () => {
    const product = await createProduct(db);
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
    const failed = await simulate(razorpayOrderId, 'failure');
    expect(failed.statusCode).toBe(200);
    // Razorpay's payment.failed: the error with the order and payment in its metadata.
    expect(SimulatedPaymentFailedSchema.parse(failed.json())).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: expect.any(String),
        reason: 'payment_failed',
        metadata: { order_id: razorpayOrderId, payment_id: expect.stringMatching(/^pay_/) },
      },
    });

    const paid = SimulatedHandlerResponseSchema.parse(
      (await simulate(razorpayOrderId, 'success')).json(),
    );
    expect((await verify(paid)).statusCode).toBe(200);
  });

  it('refuses a signature from the simulator that belongs to another order', async () => {
    const product = await createProduct(db);
    const a = await openOrder(checkoutRequest([{ product }]));
    const b = await openOrder(checkoutRequest([{ product, quantity: 2 }]));
    const paid = SimulatedHandlerResponseSchema.parse(
      (await simulate(a.razorpayOrderId, 'success')).json(),
    );
    const response = await verify({ ...paid, razorpay_order_id: b.razorpayOrderId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('answers 404 for an order it never made and 400 for bad input', async () => {
    expect((await simulate('order_NeverMade00001', 'success')).statusCode).toBe(404);
    for (const [orderId, outcome] of [
      ['order_x', 'maybe'],
      ['', 'success'],
      ['o'.repeat(101), 'success'],
    ]) {
      const response = await simulate(orderId ?? '', outcome ?? '');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses every webhook: there is no Razorpay to send one', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
      payload: '{"event":"payment.captured","payload":{}}',
    });
    expect(response.statusCode).toBe(400);
  });
});
