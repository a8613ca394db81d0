import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutRequest, countRows, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createCampaign, createProduct, createSubscriber } from '../../testing/factories.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { paymentCalls } from '../../testing/payment-calls.ts';
import { campaigns } from '../campaigns/campaigns.tables.ts';
import { couponRedemptions, orders } from '../orders/orders.tables.ts';
import { checkouts } from './checkouts.tables.ts';

const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const { app, database } = await buildTestApp(fake.env());
const { db } = database;
const { createOrder, openOrder, verify } = paymentCalls(app);

async function redemptionsOf(campaignId: string) {
  const [row] = await db
    .select({ redemptions: campaigns.redemptions })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return {
    counter: row?.redemptions,
    rows: await countRows(db, couponRedemptions, eq(couponRedemptions.campaignId, campaignId)),
  };
}

describe('coupons at checkout', () => {
  it('never passes maxRedemptions under 30 parallel checkouts and their payments', async () => {
    const product = await createProduct(db, { price: 899 });
    const coupon = await createCampaign(db, { maxRedemptions: 5 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => createOrder(checkoutRequest([{ product }], { coupon }))),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        code: 'COUPON_NOT_USABLE',
        message: 'This coupon has reached its usage limit.',
        details: { reason: 'USED_UP' },
      });
    }

    const verified = await Promise.all(
      accepted.map((answer) => verify(fake.pay(answer.json().razorpayOrderId))),
    );
    expect(verified.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await redemptionsOf(coupon.id)).toEqual({ counter: 5, rows: 5 });
    const late = await createOrder(checkoutRequest([{ product }], { coupon }));
    expect(late.json()).toMatchObject({
      code: 'COUPON_NOT_USABLE',
      details: { reason: 'USED_UP' },
    });
  });

  it('refuses the welcome coupon on a second order of the same email', async () => {
    const product = await createProduct(db);
    const { subscriber, coupon } = await createSubscriber(db);
    const first = await openOrder(
      checkoutRequest([{ product }], { coupon, email: subscriber.email }),
    );
    expect((await verify(fake.pay(first.razorpayOrderId))).statusCode).toBe(200);

    const second = await createOrder(
      checkoutRequest([{ product, quantity: 2 }], { coupon, email: subscriber.email }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'COUPON_NOT_USABLE',
      message: 'This coupon has already been used.',
      details: { reason: 'USED_UP' },
    });
  });

  it('refuses the welcome coupon once the email has a paid order without it, and to other emails', async () => {
    const product = await createProduct(db);
    const { subscriber, coupon } = await createSubscriber(db);
    const plain = await openOrder(checkoutRequest([{ product }], { email: subscriber.email }));
    expect((await verify(fake.pay(plain.razorpayOrderId))).statusCode).toBe(200);

    const withCoupon = await createOrder(
      checkoutRequest([{ product }], { coupon, email: subscriber.email.toUpperCase() }),
    );
    expect(withCoupon.json()).toEqual({
      code: 'COUPON_NOT_USABLE',
      message: 'This coupon is only valid on your first order.',
      details: { reason: 'FIRST_ORDER_ONLY' },
    });
    const stranger = await createOrder(checkoutRequest([{ product }], { coupon }));
    expect(stranger.json()).toMatchObject({ details: { reason: 'WRONG_EMAIL' } });
  });

  it('refuses an unknown, inactive or expired code with its reason', async () => {
    const product = await createProduct(db);
    const inactive = await createCampaign(db, { active: false });
    const expired = await createCampaign(db, { endsAt: new Date(Date.now() - 60_000) });
    const unknown = { ...inactive, code: 'NO-SUCH-CODE' };
    const reasons: string[] = [];
    for (const coupon of [unknown, inactive, expired]) {
      const response = await createOrder(checkoutRequest([{ product }], { coupon }));
      expect(response.statusCode).toBe(409);
      reasons.push(response.json().details.reason);
    }
    expect(reasons).toEqual(['NOT_FOUND', 'INACTIVE', 'EXPIRED']);
  });

  it('holds the last use for the shopper who reserved it, across their changed carts, until it lapses', async () => {
    const product = await createProduct(db, { price: 400 });
    const coupon = await createCampaign(db, { maxRedemptions: 1 });
    const holder = uniqueEmail('holder');
    const first = await openOrder(checkoutRequest([{ product }], { coupon, email: holder }));
    // The same shopper changes the cart: their own reservation does not stand in the way.
    const changed = await openOrder(
      checkoutRequest([{ product, quantity: 3 }], { coupon, email: holder }),
    );
    expect(changed.razorpayOrderId).not.toBe(first.razorpayOrderId);

    const other = () => createOrder(checkoutRequest([{ product }], { coupon }));
    expect((await other()).json()).toMatchObject({ details: { reason: 'USED_UP' } });

    // The holder's checkouts lapse: the code is free again.
    await db
      .update(checkouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkouts.email, holder));
    expect((await other()).statusCode).toBe(201);
  });

  it('gives a reserved discount to every payment made, but counts only the uses the code has', async () => {
    const product = await createProduct(db, { price: 1000 });
    const coupon = await createCampaign(db, { maxRedemptions: 1, discountBp: 2000 });
    const email = uniqueEmail();
    // Two tabs, two carts, both paid.
    const tabA = await openOrder(checkoutRequest([{ product }], { coupon, email }));
    const tabB = await openOrder(checkoutRequest([{ product, quantity: 2 }], { coupon, email }));
    expect((await verify(fake.pay(tabA.razorpayOrderId))).statusCode).toBe(200);
    expect((await verify(fake.pay(tabB.razorpayOrderId))).statusCode).toBe(200);

    const paid = await db.select().from(orders).where(eq(orders.email, email));
    expect(paid.map((order) => order.discountInPaise).sort()).toEqual([20_000, 40_000]);
    expect(await redemptionsOf(coupon.id)).toEqual({ counter: 1, rows: 1 });
  });
});
