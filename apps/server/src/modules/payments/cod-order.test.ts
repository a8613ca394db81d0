import { CodOrderResultSchema, PriceChangedDetailsSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { codRequest, countRows, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createCampaign, createProduct } from '../../testing/factories.ts';
import { campaigns } from '../campaigns/campaigns.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { couponRedemptions, orders } from '../orders/orders.tables.ts';

const PUBLIC_URL = 'https://shop.example.in';
const { app, database } = await buildTestApp({
  PUBLIC_URL,
  COD_ENABLED: 'true',
  COD_MAX_ORDER_RUPEES: '3000',
  RATE_LIMIT_COD_PER_MINUTE: '100000',
  RATE_LIMIT_COD_PER_PHONE_PER_HOUR: '100000',
});
const { db } = database;

const placeCod = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/payments/cod', payload: payload as object });

describe('POST /api/payments/cod', () => {
  it('places a COD order without the gateway: Pending, numbered, its token opens it, its coupon redeemed, one mail saying what to pay', async () => {
    const product = await createProduct(db, { price: 549 });
    const coupon = await createCampaign(db, { discountBp: 1000 });
    const email = uniqueEmail();
    const body = codRequest([{ product, quantity: 2 }], { coupon, email });

    const response = await placeCod(body);
    expect(response.statusCode).toBe(201);
    const { orderId, token, number } = CodOrderResultSchema.parse(response.json());
    expect(number).toBeGreaterThan(0);

    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
      razorpayPaymentId: null,
      amountPaidInPaise: 0,
      number,
      email,
    });
    const viewed = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: { 'x-order-token': token },
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toMatchObject({ paymentMethod: 'COD', paymentStatus: 'Pending' });
    const tracked = await app.inject({ method: 'GET', url: `/api/orders/track-order/${orderId}` });
    expect(tracked.statusCode).toBe(200);

    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, coupon.id));
    expect(campaign?.redemptions).toBe(1);
    expect(await countRows(db, couponRedemptions, eq(couponRedemptions.orderId, orderId))).toBe(1);

    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('order-confirmation');
    // 1,098.00 − 109.80 = 988.20; tax 79.06; total 1,067.26 → Rs. 1,067 on delivery.
    expect(mails[0]?.text).toContain('Pay Rs. 1,067.00 in cash when your order arrives.');
    expect(mails[0]?.html).toContain('Pay Rs. 1,067.00 in cash when your order arrives.');
    expect(mails[0]?.text).not.toMatch(/paid/i);
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/order-confirmation?token=${token}`);
  });

  it('answers a repeat of the same checkout with the same order, placed once (one mail)', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const body = codRequest([{ product }], { email });
    const first = await placeCod(body);
    const second = await placeCod(body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await countRows(db, orders, eq(orders.email, email))).toBe(1);
    expect(await countRows(db, mailOutbox, eq(mailOutbox.toAddress, email))).toBe(1);
  });

  it('places one order for 10 concurrent submits of one checkout, and answers each the same', async () => {
    const product = await createProduct(db);
    const coupon = await createCampaign(db, { discountBp: 500, maxRedemptions: 5 });
    const email = uniqueEmail();
    const body = codRequest([{ product }], { email, coupon });
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeCod(body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const [one] = answers;
    for (const answer of answers) expect(answer.json()).toEqual(one?.json());
    expect(await countRows(db, orders, eq(orders.email, email))).toBe(1);
    expect(await countRows(db, mailOutbox, eq(mailOutbox.toAddress, email))).toBe(1);
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, coupon.id));
    expect(campaign?.redemptions).toBe(1);
  });

  it('refuses another body under a checkout id already used (409), and places nothing more', async () => {
    const product = await createProduct(db);
    const body = codRequest([{ product }]);
    expect((await placeCod(body)).statusCode).toBe(201);
    const other = codRequest([{ product, quantity: 2 }], { email: body.orderDetails.user.email });
    const reused = await placeCod({ ...other, checkoutId: body.checkoutId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await countRows(db, orders, eq(orders.email, body.orderDetails.user.email))).toBe(1);
  });

  it('refuses an order over COD_MAX_ORDER_RUPEES with 409 COD_NOT_AVAILABLE and the limit', async () => {
    const product = await createProduct(db, { price: 2999 });
    const body = codRequest([{ product }]);
    const response = await placeCod(body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'COD_NOT_AVAILABLE',
      message: 'Cash on delivery is available on orders up to Rs. 3,000.00.',
      details: { maxOrder: 3000 },
    });
    expect(await countRows(db, orders, eq(orders.email, body.orderDetails.user.email))).toBe(0);
  });

  it('answers 409 PRICE_CHANGED with the server figures, as create-order does', async () => {
    const product = await createProduct(db, { price: 549 });
    const body = codRequest([{ product }]);
    await db.update(products).set({ priceInPaise: 59_900 }).where(eq(products.id, product.id));
    const response = await placeCod(body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PRICE_CHANGED' });
    expect(PriceChangedDetailsSchema.parse(response.json().details).lines[0]?.price).toBe(599);
  });

  it('refuses a coupon create-order refuses (409 COUPON_NOT_USABLE)', async () => {
    const product = await createProduct(db);
    const coupon = await createCampaign(db, { discountBp: 1000, active: false });
    const response = await placeCod(codRequest([{ product }], { coupon }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'COUPON_NOT_USABLE' });
  });

  it.each([
    [
      'no checkout id',
      (body: ReturnType<typeof codRequest>) => ({ ...body, checkoutId: undefined }),
    ],
    [
      'a short checkout id',
      (body: ReturnType<typeof codRequest>) => ({ ...body, checkoutId: 'x' }),
    ],
    [
      'the online method',
      (body: ReturnType<typeof codRequest>) => ({
        ...body,
        orderDetails: { ...body.orderDetails, paymentMethod: 'Online' },
      }),
    ],
    ['no amount', (body: ReturnType<typeof codRequest>) => ({ ...body, amount: 'lots' })],
  ])('answers 400 for %s', async (_case, mangle) => {
    const product = await createProduct(db);
    const response = await placeCod(mangle(codRequest([{ product }])));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('tells the storefront that COD is on, and its limit, in the store config', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/store/config' });
    expect(response.json().payments).toMatchObject({ cod: { maxOrder: 3000 } });
  });
});
