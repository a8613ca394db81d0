import { ErrorBodySchema, OrderSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderRequests } from '../../testing/admin-order-requests.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { orders } from './orders.tables.ts';

// The admin's order list, status moves and deletes: orders.admin.test.ts.

const context = await buildTestApp(
  { PUBLIC_URL: 'https://skins.example.in' },
  { authenticateAdmin },
);
const { app, database } = context;
const { db } = database;
const { history, countOf } = adminOrderRequests(context);

describe('POST /api/orders (manual order)', () => {
  const fitsIphone = [{ brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] }];
  const shippingInfo = {
    firstName: ' Ravi ',
    lastName: 'Kumar',
    address: '5 Park Street',
    city: 'Kolkata',
    pin: '700016',
    state: 'West Bengal',
    phone: '9830012345',
    email: 'ravi@example.in',
  };
  const user = {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'Ravi@Example.in',
    phone: '9830012345',
  };
  const post = (payload: unknown, headers = ADMIN) =>
    app.inject({ method: 'POST', url: '/api/orders', headers, payload: payload as object });

  it('prices the order on the server, answers it with its token and mails the buyer', async () => {
    const carbon = await createProduct(db, { price: 549, compatibility: fitsIphone });
    const marble = await createProduct(db, { price: 1299, compatibility: fitsIphone });
    const mailsBefore = await countOf(mailOutbox);
    const response = await post({
      user,
      shippingInfo,
      products: [
        // A client's price is ignored: the server prices from the catalog.
        {
          product: carbon.id,
          quantity: 2,
          price: 1,
          extraInfo: { brand: 'Apple', model: 'iPhone 16' },
        },
        {
          product: marble.slug,
          quantity: 1,
          extraInfo: { brand: 'Apple', model: 'iPhone 16 Pro' },
        },
      ],
    });
    expect(response.statusCode).toBe(201);
    const { token, ...rest } = response.json() as { token: string };
    const order = OrderSchema.parse(rest);
    expect(order).toMatchObject({
      status: 'Placed',
      subtotal: 2397,
      discount: 0,
      tax: 191.76,
      total: 2588.76,
      amountPaid: 0,
      paymentMethod: 'Manual',
      paymentStatus: 'Pending',
      coupon: null,
      user: { email: 'ravi@example.in', firstName: 'Ravi' },
      shippingInfo: { firstName: 'Ravi', country: 'India' },
    });
    expect(order.products.map((line) => [line.product._id, line.price, line.quantity])).toEqual([
      [carbon.id, 549, 2],
      [marble.id, 1299, 1],
    ]);
    expect(await history(order._id)).toEqual(['Placed']);

    const opened = await app.inject({ method: 'GET', url: `/api/orders/token/${token}` });
    expect(OrderSchema.parse(opened.json())._id).toBe(order._id);

    expect(await countOf(mailOutbox)).toBe((mailsBefore ?? 0) + 1);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'ravi@example.in'));
    expect(mail).toMatchObject({ kind: 'order-confirmation', status: 'kept', orderId: order._id });
    expect(mail?.text).toContain(`https://skins.example.in/order-confirmation?token=${token}`);
    expect(mail?.text).toContain(
      `https://skins.example.in/track-order?${new URLSearchParams({ id: order._id, token })}`,
    );
    expect(mail?.subject).toContain(`#${order.number}`);
  });

  it('refuses unknown, inactive and ill-fitting products per line, and writes nothing', async () => {
    const retired = await createProduct(db, { active: false, compatibility: fitsIphone });
    const good = await createProduct(db, { compatibility: fitsIphone });
    const ordersBefore = await countOf(orders);
    const response = await post({
      user,
      shippingInfo,
      products: [
        { product: 'no-such-skin', quantity: 1, extraInfo: { brand: 'Apple', model: 'iPhone 16' } },
        { product: retired.id, quantity: 1, extraInfo: { brand: 'Apple', model: 'iPhone 16' } },
        { product: good.id, quantity: 1, extraInfo: { brand: 'Samsung', model: 'iPhone 16' } },
        { product: good.id, quantity: 1, extraInfo: { brand: 'Apple', model: 'Pixel 9' } },
        { product: good.id, quantity: 1, extraInfo: { brand: 'Apple', model: 'iPhone 16' } },
      ],
    });
    expect(response.statusCode).toBe(400);
    const fields = ErrorBodySchema.parse(response.json()).details?.fields;
    expect(Object.keys(fields as object).sort()).toEqual([
      'products.0.product',
      'products.1.product',
      'products.2.extraInfo',
      'products.3.extraInfo',
    ]);
    expect(await countOf(orders)).toBe(ordersBefore);
  });

  it('refuses a total over the largest payment and bad shipping fields with 400', async () => {
    const dear = await createProduct(db, { price: 9_000_000, compatibility: fitsIphone });
    const line = {
      product: dear.id,
      quantity: 2,
      extraInfo: { brand: 'Apple', model: 'iPhone 16' },
    };
    const tooMuch = await post({ user, shippingInfo, products: [line] });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ details: { fields: { products: expect.any(String) } } });

    const badPin = await post({
      user,
      shippingInfo: { ...shippingInfo, pin: '12' },
      products: [{ ...line, quantity: 1 }],
    });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json()).toMatchObject({
      details: { fields: { 'shippingInfo.pin': 'Invalid PIN (6 digits required)' } },
    });
    expect((await post({ user, shippingInfo, products: [] })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await post({}, {} as typeof ADMIN)).statusCode).toBe(401);
    expect((await post({}, CUSTOMER)).statusCode).toBe(403);
  });
});
