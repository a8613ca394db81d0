import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutRequest, countRows, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createCampaign, createProduct } from '../../testing/factories.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { paymentCalls } from '../../testing/payment-calls.ts';
import { campaigns } from '../campaigns/campaigns.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { couponRedemptions, orders } from '../orders/orders.tables.ts';
import { checkouts, paymentEvents } from './checkouts.tables.ts';
import { hmacSha256Hex } from './signature.ts';

const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const { app, database } = await buildTestApp(fake.env());
const { db } = database;
const { openOrder, verify } = paymentCalls(app);

async function paidOrderFor(email: string) {
  return db.select().from(orders).where(eq(orders.email, email));
}

async function checkoutOf(razorpayOrderId: string) {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(eq(checkouts.razorpayOrderId, razorpayOrderId));
  return row;
}

describe('POST /api/payments/webhook', () => {
  it('records the order when the browser never comes back, and mails the shopper their link', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }], { email }));
    const { razorpay_payment_id: paymentId } = fake.pay(razorpayOrderId);

    const response = await fake.deliver(app, fake.webhook('order.paid', paymentId));
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ status: 'recorded' });
    const [order] = await paidOrderFor(email);
    expect(order).toMatchObject({ paymentStatus: 'Completed', razorpayPaymentId: paymentId });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail?.text).toMatch(/\/order-confirmation\?token=[\w-]{20,}/);
  });

  it('records on a webhook that arrives before verify; verify then answers that same order', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }], { email }));
    const handler = fake.pay(razorpayOrderId);
    await fake.deliver(app, fake.webhook('payment.captured', handler.razorpay_payment_id));

    const verified = await verify(handler);
    expect(verified.statusCode).toBe(200);
    const [order] = await paidOrderFor(email);
    expect(verified.json().orderId).toBe(order?.id);
    expect(await countRows(db, orders, eq(orders.email, email))).toBe(1);
    expect(await countRows(db, mailOutbox, eq(mailOutbox.toAddress, email))).toBe(1);
  });

  it('makes one order, one redemption and one mail of 20 parallel verifies and duplicated webhooks', async () => {
    const product = await createProduct(db);
    const coupon = await createCampaign(db);
    const email = uniqueEmail();
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }], { coupon, email }));
    const handler = fake.pay(razorpayOrderId, { capture: 'manual' });
    const paymentId = handler.razorpay_payment_id;

    // Razorpay sends these once the payment is captured (here: by whichever verify wins).
    const captured = { status: 'captured', captured: true } as const;
    const hookA = fake.webhook('payment.captured', paymentId, captured);
    const hookB = fake.webhook('order.paid', paymentId, captured);

    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => verify(handler)),
      fake.deliver(app, hookA),
      fake.deliver(app, hookB),
      fake.deliver(app, hookA),
      fake.deliver(app, hookB),
    ]);
    const verifies = answers.slice(0, 20) as Awaited<ReturnType<typeof verify>>[];
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const ids = new Set(verifies.map((answer) => answer.json().orderId));
    const tokens = new Set(verifies.map((answer) => answer.json().token));
    expect(ids.size).toBe(1);
    expect(tokens.size).toBe(1);

    expect(await countRows(db, orders, eq(orders.email, email))).toBe(1);
    expect(
      await countRows(db, couponRedemptions, eq(couponRedemptions.campaignId, coupon.id)),
    ).toBe(1);
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, coupon.id));
    expect(campaign?.redemptions).toBe(1);
    expect(await countRows(db, mailOutbox, eq(mailOutbox.toAddress, email))).toBe(1);
    expect((await checkoutOf(razorpayOrderId))?.orderId).toBe([...ids][0]);
  });

  it('drops a repeated delivery of one event id', async () => {
    const product = await createProduct(db);
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
    const { razorpay_payment_id: paymentId } = fake.pay(razorpayOrderId);
    const delivery = fake.webhook('payment.captured', paymentId);
    const first = await fake.deliver(app, delivery);
    const second = await fake.deliver(app, delivery);
    expect(JSON.parse(first.body)).toEqual({ status: 'recorded' });
    expect(JSON.parse(second.body)).toEqual({ status: 'duplicate' });
    const eventId = delivery.headers['x-razorpay-event-id'] ?? '';
    expect(await countRows(db, paymentEvents, eq(paymentEvents.eventId, eventId))).toBe(1);
  });

  it('notes a failed attempt without moving the checkout, and never moves a paid one back', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }], { email }));
    const failure = fake.fail(razorpayOrderId);
    const failedHook = fake.webhook('payment.failed', failure.error.metadata.payment_id);

    expect(JSON.parse((await fake.deliver(app, failedHook)).body)).toEqual({ status: 'noted' });
    expect(await checkoutOf(razorpayOrderId)).toMatchObject({
      status: 'pending',
      lastFailure: expect.stringContaining('incorrect OTP'),
    });

    const { razorpay_payment_id: paidId } = fake.pay(razorpayOrderId);
    await fake.deliver(app, fake.webhook('payment.captured', paidId));
    // The failure's event arrives again, late and out of order, under a new event id.
    const late = fake.webhook('payment.failed', failure.error.metadata.payment_id);
    expect(JSON.parse((await fake.deliver(app, late)).body)).toEqual({ status: 'ignored' });
    expect((await checkoutOf(razorpayOrderId))?.status).toBe('paid');
    expect(await countRows(db, orders, eq(orders.email, email))).toBe(1);
  });

  it('refuses a tampered body, a missing signature and one made with the key secret (400)', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }], { email }));
    const { razorpay_payment_id: paymentId } = fake.pay(razorpayOrderId);
    const genuine = fake.webhook('payment.captured', paymentId);
    const deliveries = [
      fake.tamper(genuine, (body) => body.replace('"captured"', '"captured" ')),
      fake.tamper(genuine, (body) => body.replace(razorpayOrderId, 'order_SomeoneElse01')),
      { body: genuine.body, headers: { ...genuine.headers, 'x-razorpay-signature': '' } },
      {
        body: genuine.body,
        headers: {
          ...genuine.headers,
          'x-razorpay-signature': hmacSha256Hex(fake.keySecret, genuine.body),
        },
      },
    ];
    for (const delivery of deliveries) {
      const response = await fake.deliver(app, delivery);
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await countRows(db, orders, eq(orders.email, email))).toBe(0);
    expect((await fake.deliver(app, genuine)).statusCode).toBe(200);
  });

  it('answers 200 and records nothing for an order that is not ours or an amount that differs', async () => {
    const foreign = fake.signed(
      JSON.stringify({
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: 'pay_Foreign0000001',
              entity: 'payment',
              amount: 50_000,
              currency: 'INR',
              status: 'captured',
              order_id: 'order_NotOurs00001',
              created_at: 1_700_000_000,
            },
          },
        },
      }),
      'evt-foreign-1',
    );
    const response = await fake.deliver(app, foreign);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ status: 'ignored' });

    const product = await createProduct(db);
    const email = uniqueEmail();
    const { razorpayOrderId, amount } = await openOrder(checkoutRequest([{ product }], { email }));
    const { razorpay_payment_id: paymentId } = fake.pay(razorpayOrderId, { amount: amount + 100 });
    const mismatch = await fake.deliver(app, fake.webhook('payment.captured', paymentId));
    expect(JSON.parse(mismatch.body)).toEqual({ status: 'ignored' });
    expect(await countRows(db, orders, eq(orders.email, email))).toBe(0);
  });

  it('answers 200 to a signed event it cannot read or does not act on, 400 to a non-JSON type', async () => {
    expect(JSON.parse((await fake.deliver(app, fake.signed('not json', 'evt-x1'))).body)).toEqual({
      status: 'ignored',
    });
    const refund = fake.signed(
      JSON.stringify({ event: 'refund.processed', payload: {} }),
      'evt-x2',
    );
    expect(JSON.parse((await fake.deliver(app, refund)).body)).toEqual({ status: 'ignored' });

    const plain = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'text/plain', 'x-razorpay-signature': 'a'.repeat(64) },
      payload: 'hello',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a body over 64 KiB with 413 before checking anything', async () => {
    const huge = fake.signed(
      JSON.stringify({ event: 'x', padding: 'a'.repeat(70_000) }),
      'evt-big',
    );
    const response = await fake.deliver(app, huge);
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('also takes webhooks over real HTTP', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const product = await createProduct(db);
    const email = uniqueEmail();
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }], { email }));
    const { razorpay_payment_id: paymentId } = fake.pay(razorpayOrderId);
    const response = await fake.deliver(
      `${address}/api/payments/webhook`,
      fake.webhook('payment.captured', paymentId),
    );
    expect(response.statusCode).toBe(200);
    expect(await countRows(db, orders, eq(orders.email, email))).toBe(1);
  });
});
