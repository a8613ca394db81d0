import { VerifyPaymentResultSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutRequest, countRows, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createCampaign, createProduct, createSubscriber } from '../../testing/factories.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { paymentCalls } from '../../testing/payment-calls.ts';
import type { CampaignRow } from '../campaigns/campaigns.tables.ts';
import { campaigns } from '../campaigns/campaigns.tables.ts';
import type { ProductRow } from '../catalog/catalog.tables.ts';
import { couponRedemptions } from './orders.tables.ts';

// Cancelling an order that never shipped gives its coupon use back (issue [8]): through the real
// checkout and payment (the fake Razorpay refunds), so "usable again" is what a shopper meets.
const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const { app, database } = await buildTestApp(fake.env(), { authenticateAdmin });
const { db } = database;
const { createOrder, openOrder, verify } = paymentCalls(app);

async function usesOf(campaignId: string) {
  const [row] = await db
    .select({ redemptions: campaigns.redemptions })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return {
    counter: row?.redemptions,
    rows: await countRows(db, couponRedemptions, eq(couponRedemptions.campaignId, campaignId)),
  };
}

/** Buys `product` with `coupon` as `email` through create-order and verify; the order's id. */
async function buy(product: ProductRow, coupon: CampaignRow, email: string): Promise<string> {
  const opened = await openOrder(checkoutRequest([{ product }], { coupon, email }));
  const verified = await verify(fake.pay(opened.razorpayOrderId));
  expect(verified.statusCode).toBe(200);
  return VerifyPaymentResultSchema.parse(verified.json()).orderId;
}

const admin = (method: 'PUT', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url, headers: ADMIN, ...(payload ? { payload } : {}) });
const cancel = (id: string) => admin('PUT', `/api/orders/${id}/cancel`);
const search = (name: string) =>
  app.inject({ method: 'GET', url: '/api/campaigns/search', query: { name } });

describe('cancelling an order gives its coupon use back', () => {
  it('makes a welcome coupon usable again: search and create-order accept it, and it pays', async () => {
    const product = await createProduct(db, { price: 799 });
    const { subscriber, coupon } = await createSubscriber(db);
    const orderId = await buy(product, coupon, subscriber.email);
    expect(await usesOf(coupon.id)).toEqual({ counter: 1, rows: 1 });
    expect((await search(coupon.code)).statusCode).toBe(404);
    const refused = await createOrder(
      checkoutRequest([{ product }], { coupon, email: subscriber.email }),
    );
    expect(refused.statusCode).toBe(409);

    const cancelled = await cancel(orderId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
    expect(await usesOf(coupon.id)).toEqual({ counter: 0, rows: 0 });
    // The order keeps the coupon it was priced with.
    expect(cancelled.json().coupon).toMatchObject({ code: coupon.code });

    expect((await search(coupon.code.toLowerCase())).statusCode).toBe(200);
    // First-order-only: the refunded order cancelled before shipping is no first order.
    const again = await buy(product, coupon, subscriber.email);
    expect(again).not.toBe(orderId);
    expect(await usesOf(coupon.id)).toEqual({ counter: 1, rows: 1 });
  });

  it('counts back once when the same order is cancelled twice, and under 5 concurrent cancels', async () => {
    const product = await createProduct(db);
    const coupon = await createCampaign(db, { maxRedemptions: 10 });
    const first = await buy(product, coupon, uniqueEmail());
    const second = await buy(product, coupon, uniqueEmail());
    const third = await buy(product, coupon, uniqueEmail());
    expect(await usesOf(coupon.id)).toEqual({ counter: 3, rows: 3 });

    expect((await cancel(first)).statusCode).toBe(200);
    expect((await cancel(first)).statusCode).toBe(409);
    expect(await usesOf(coupon.id)).toEqual({ counter: 2, rows: 2 });

    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(second)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await usesOf(coupon.id)).toEqual({ counter: 1, rows: 1 });
    // The third order is untouched.
    expect(await countRows(db, couponRedemptions, eq(couponRedemptions.orderId, third))).toBe(1);
  });

  it('makes a used-up code (maxRedemptions) usable again after the cancel', async () => {
    const product = await createProduct(db);
    const coupon = await createCampaign(db, { maxRedemptions: 1 });
    const orderId = await buy(product, coupon, uniqueEmail());
    const late = await createOrder(checkoutRequest([{ product }], { coupon }));
    expect(late.json()).toMatchObject({
      code: 'COUPON_NOT_USABLE',
      details: { reason: 'USED_UP' },
    });

    expect((await cancel(orderId)).statusCode).toBe(200);
    expect((await search(coupon.code)).statusCode).toBe(200);
    await buy(product, coupon, uniqueEmail());
    expect(await usesOf(coupon.id)).toEqual({ counter: 1, rows: 1 });
  });

  it('never passes maxRedemptions when a cancel races checkouts of the same code', async () => {
    const product = await createProduct(db);
    const coupon = await createCampaign(db, { maxRedemptions: 1 });
    const orderId = await buy(product, coupon, uniqueEmail());
    const [cancelled, ...checkouts] = await Promise.all([
      cancel(orderId),
      ...Array.from({ length: 4 }, () => createOrder(checkoutRequest([{ product }], { coupon }))),
    ]);
    expect(cancelled?.statusCode).toBe(200);
    const codes = checkouts.map((answer) => answer.statusCode);
    // Before the cancel commits every checkout is refused; after it, one reserves the use.
    expect(codes.every((code) => code === 201 || code === 409)).toBe(true);
    expect(codes.filter((code) => code === 201).length).toBeLessThanOrEqual(1);
    expect(await usesOf(coupon.id)).toEqual({ counter: 0, rows: 0 });
  });

  it('keeps the use of an order cancelled after it shipped (with a courier, or by a status move)', async () => {
    const product = await createProduct(db);
    const coupon = await createCampaign(db, { maxRedemptions: 5 });
    const withCourier = await buy(product, coupon, uniqueEmail());
    const shipped = await admin('PUT', `/api/orders/${withCourier}/ship`, {
      courier: 'Delhivery',
      trackingNumber: '1234567890',
    });
    expect(shipped.statusCode).toBe(200);
    const byMove = await buy(product, coupon, uniqueEmail());
    expect(
      (await admin('PUT', `/api/orders/${byMove}/status`, { status: 'Shipped' })).statusCode,
    ).toBe(200);
    expect(await usesOf(coupon.id)).toEqual({ counter: 2, rows: 2 });

    expect((await cancel(withCourier)).statusCode).toBe(200);
    expect((await cancel(byMove)).statusCode).toBe(200);
    expect(await usesOf(coupon.id)).toEqual({ counter: 2, rows: 2 });
  });

  it('keeps a welcome coupon refused after an order cancelled once shipped (a first order)', async () => {
    const product = await createProduct(db);
    const { subscriber, coupon } = await createSubscriber(db);
    const plain = await createCampaign(db, { firstOrderOnly: true });
    const orderId = await buy(product, plain, subscriber.email);
    await admin('PUT', `/api/orders/${orderId}/ship`, {
      courier: 'Blue Dart',
      trackingNumber: 'BD123',
    });
    expect((await cancel(orderId)).statusCode).toBe(200);
    const refused = await createOrder(
      checkoutRequest([{ product }], { coupon, email: subscriber.email }),
    );
    expect(refused.json()).toMatchObject({
      code: 'COUPON_NOT_USABLE',
      details: { reason: 'FIRST_ORDER_ONLY' },
    });
  });
});
