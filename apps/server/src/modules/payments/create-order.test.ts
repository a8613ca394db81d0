import {
  CreateOrderResultSchema,
  ORDER_TOO_LARGE_MESSAGE,
  PriceChangedDetailsSchema,
} from '@skins/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutRequest, countRows, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createCampaign, createProduct } from '../../testing/factories.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { products } from '../catalog/catalog.tables.ts';
import { checkouts } from './checkouts.tables.ts';

const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const { app, database } = await buildTestApp(fake.env());
const { db } = database;

const createOrder = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/payments/create-order', payload: payload as object });

beforeEach(() => fake.setOutage(null));

describe('POST /api/payments/create-order', () => {
  it('prices on the server, stores the pending checkout, then opens the Razorpay order for it', async () => {
    const case1 = await createProduct(db, { price: 549 });
    const case2 = await createProduct(db, { price: 799 });
    const coupon = await createCampaign(db, { discountBp: 1000 });
    const body = checkoutRequest(
      [
        { product: case1, quantity: 2 },
        { product: case2, brand: 'Apple', model: 'iPhone 16' },
      ],
      { coupon },
    );
    // 1,897.00 − 189.70 = 1,707.30; tax 136.58 (half up); total 1,843.88 → Rs. 1,844 charged.
    expect(body.amount).toBe(1844);

    const response = await createOrder(body);
    expect(response.statusCode).toBe(201);
    const result = CreateOrderResultSchema.parse(response.json());
    expect(result).toEqual({
      razorpayOrderId: expect.stringMatching(/^order_/),
      amount: 184_400,
      currency: 'INR',
      keyId: fake.keyId,
      mode: 'razorpay',
    });

    const [checkout] = await db
      .select()
      .from(checkouts)
      .where(eq(checkouts.razorpayOrderId, result.razorpayOrderId));
    expect(checkout).toMatchObject({
      status: 'pending',
      amountInPaise: 184_400,
      currency: 'INR',
      email: body.orderDetails.user.email,
      campaignId: coupon.id,
      orderId: null,
    });
    expect(checkout?.snapshot.totals).toEqual({
      subtotalInPaise: 189_700,
      discountInPaise: 18_970,
      taxInPaise: 13_658,
      totalInPaise: 184_388,
    });
    expect(checkout?.snapshot.lines).toEqual([
      expect.objectContaining({ productId: case1.id, priceInPaise: 54_900, quantity: 2 }),
      expect.objectContaining({ productId: case2.id, priceInPaise: 79_900, model: 'iPhone 16' }),
    ]);
    expect(checkout?.snapshot.coupon).toEqual({
      campaignId: coupon.id,
      code: coupon.code,
      discountBp: 1000,
    });
    // Razorpay got paise, our checkout id as the receipt, and nothing else to trust.
    expect(fake.orders.get(result.razorpayOrderId)).toMatchObject({
      amount: 184_400,
      currency: 'INR',
      receipt: checkout?.id,
      status: 'created',
    });
  });

  it('answers 409 PRICE_CHANGED with the server’s figures for a tampered amount, and creates nothing', async () => {
    const product = await createProduct(db, { price: 549 });
    const body = checkoutRequest([{ product, quantity: 3 }]);
    const ordersBefore = fake.callsTo('POST', '/v1/orders').length;
    const checkoutsBefore = await countRows(db, checkouts);

    const response = await createOrder({ ...body, amount: 1 });
    expect(response.statusCode).toBe(409);
    const answer = response.json();
    expect(answer).toMatchObject({ code: 'PRICE_CHANGED', message: expect.any(String) });
    expect(PriceChangedDetailsSchema.parse(answer.details)).toEqual({
      subtotal: 1647,
      discount: 0,
      tax: 131.76,
      total: 1778.76,
      amount: 1779,
      lines: [{ product: product.id, price: 549, gstRate: 0.08 }],
    });
    expect(fake.callsTo('POST', '/v1/orders')).toHaveLength(ordersBefore);
    expect(await countRows(db, checkouts)).toBe(checkoutsBefore);
  });

  it('answers 409 PRICE_CHANGED when a line’s price was edited, even with the right amount', async () => {
    const product = await createProduct(db, { price: 549 });
    const body = checkoutRequest([{ product }]);
    const [line] = body.orderDetails.products;
    const edited = {
      ...body,
      orderDetails: { ...body.orderDetails, products: [{ ...line, price: 1 }] },
    };
    const response = await createOrder(edited);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      details: { amount: 593, lines: [{ product: product.id, price: 549 }] },
    });
    expect((await createOrder(body)).statusCode).toBe(201);
  });

  it('answers 409 PRICE_CHANGED after the product’s price changed, with the new price', async () => {
    const product = await createProduct(db, { price: 549 });
    const body = checkoutRequest([{ product }]);
    await db.update(products).set({ priceInPaise: 59_900 }).where(eq(products.id, product.id));
    const response = await createOrder(body);
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toMatchObject({
      amount: 647,
      lines: [{ product: product.id, price: 599 }],
    });
  });

  it('refuses products that are inactive or unknown with 409 and their ids', async () => {
    const inactive = await createProduct(db, { active: false });
    const unknown = { ...inactive, id: '00000000-0000-4000-8000-000000000000' };
    const response = await createOrder(
      checkoutRequest([{ product: inactive }, { product: unknown }]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      details: { products: [inactive.id, unknown.id] },
    });
  });

  it('reuses the unpaid Razorpay order for an unchanged cart, and makes a new one when it changes', async () => {
    const product = await createProduct(db, { price: 299 });
    const email = uniqueEmail();
    const body = checkoutRequest([{ product }], { email });
    const first = (await createOrder(body)).json();
    const again = (await createOrder(body)).json();
    expect(again.razorpayOrderId).toBe(first.razorpayOrderId);

    const changed = (
      await createOrder(checkoutRequest([{ product, quantity: 2 }], { email }))
    ).json();
    expect(changed.razorpayOrderId).not.toBe(first.razorpayOrderId);
    expect(changed.amount).toBe(64_600);
  });

  it.each([
    ['answers 5xx', 'server-error'],
    ['drops the connection', 'connection-drop'],
  ] as const)('answers 502 and records nothing when Razorpay %s', async (_, outage) => {
    const product = await createProduct(db);
    const coupon = await createCampaign(db, { maxRedemptions: 1 });
    const checkoutsBefore = await countRows(db, checkouts);
    fake.setOutage(outage);

    const response = await createOrder(checkoutRequest([{ product }], { coupon }));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'GATEWAY_ERROR',
      message: 'Failed to create Razorpay order. Please try again.',
    });
    expect(await countRows(db, checkouts)).toBe(checkoutsBefore);

    // The coupon's only use was not left reserved by the failed attempt.
    fake.setOutage(null);
    expect((await createOrder(checkoutRequest([{ product }], { coupon }))).statusCode).toBe(201);
  });
});

describe('create-order input', () => {
  it('answers 400, never 500, for malformed or absurd bodies', async () => {
    const product = await createProduct(db);
    const good = checkoutRequest([{ product }]);
    const details = good.orderDetails;
    const line = details.products[0];
    const bodies: unknown[] = [
      {},
      [],
      { ...good, amount: '593' },
      { ...good, amount: 0 },
      { ...good, amount: 593.5 },
      { ...good, amount: 1e12 },
      { ...good, currency: 'USD' },
      { ...good, orderDetails: { ...details, products: [] } },
      { ...good, orderDetails: { ...details, products: [{ ...line, quantity: 0 }] } },
      { ...good, orderDetails: { ...details, products: [{ ...line, quantity: 100 }] } },
      { ...good, orderDetails: { ...details, products: [{ ...line, price: -1 }] } },
      { ...good, orderDetails: { ...details, products: [{ ...line, price: 5.499 }] } },
      { ...good, orderDetails: { ...details, products: [{ ...line, product: 'x'.repeat(101) }] } },
      { ...good, orderDetails: { ...details, products: Array(51).fill(line) } },
      {
        ...good,
        orderDetails: { ...details, shippingInfo: { ...details.shippingInfo, pin: '5600' } },
      },
      { ...good, orderDetails: { ...details, user: { ...details.user, email: 'not-an-email' } } },
      {
        ...good,
        orderDetails: { ...details, user: { ...details.user, firstName: 'A'.repeat(101) } },
      },
      { ...good, orderDetails: { ...details, user: { ...details.user, lastName: 'Ver\u0000ma' } } },
      { ...good, orderDetails: { ...details, coupon: { _id: 'x', code: 'SAVE', discount: 2 } } },
      { ...good, orderDetails: { ...details, paymentMethod: 'COD' } },
      { ...good, orderDetails: null },
    ];
    for (const [index, payload] of bodies.entries()) {
      const response = await createOrder(payload);
      expect(response.statusCode, `body ${index}`).toBe(400);
      expect(response.json(), `body ${index}`).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses a cart past Rs. 1 crore with 400 before anything is stored', async () => {
    const dear = await createProduct(db, { price: 100_000 });
    const dearer = await createProduct(db, { price: 100_000 });
    const coupon = await createCampaign(db, { discountBp: 9000 });
    const body = checkoutRequest(
      [
        { product: dear, quantity: 99 },
        { product: dearer, quantity: 99 },
      ],
      { coupon },
    );
    // The client's own figures are only informative; these pass validation, the cart does not.
    const informative = { subtotal: 1, discount: 0, tax: 0, total: 1 };
    const response = await createOrder({
      ...body,
      orderDetails: { ...body.orderDetails, ...informative },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ORDER_TOO_LARGE_MESSAGE,
    });
  });

  it('treats a product id that is no UUID as unavailable (409), not as a crash', async () => {
    const product = await createProduct(db);
    const body = checkoutRequest([{ product: { ...product, id: 'not-a-uuid' } }]);
    const response = await createOrder(body);
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual({ products: ['not-a-uuid'] });
  });
});
