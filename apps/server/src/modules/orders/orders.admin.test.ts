import {
  ErrorBodySchema,
  listEnvelopeSchema,
  ORDER_STATUSES,
  OrderSchema,
  type OrderStatus,
  OrderTrackingSchema,
} from '@skins/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { orderEvents, orderItems, orders } from './orders.tables.ts';

const { app, database } = await buildTestApp(
  { PUBLIC_URL: 'https://skins.example.in' },
  { authenticateAdmin },
);
const { db } = database;
const OrderListSchema = listEnvelopeSchema(OrderSchema);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

const list = (query: Record<string, string>, headers = ADMIN) =>
  app.inject({ method: 'GET', url: '/api/orders/all', query, headers });
const setStatus = (id: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${id}/status`,
    headers: ADMIN,
    payload: { status },
  });
const history = async (id: string) =>
  OrderTrackingSchema.parse(
    (await app.inject({ method: 'GET', url: `/api/orders/track-order/${id}` })).json(),
  ).history.map((event) => event.status);
const countOf = async (table: typeof orders | typeof mailOutbox) =>
  (await db.select({ n: count() }).from(table))[0]?.n;

// Older than anything the tests below create; the list tests run first.
const seeded = await Promise.all([
  createOrder(db, { createdAt: minutesAgo(50), email: 'meera@example.in', phone: '9000011111' }),
  createOrder(db, { createdAt: minutesAgo(40), status: 'Shipped', email: 'karan@example.in' }),
  createOrder(db, { createdAt: minutesAgo(30), status: 'Shipped', email: 'MEERA.k@example.in' }),
  createOrder(db, { createdAt: minutesAgo(20), email: '50%off@example.in', phone: '9000022222' }),
]);
const [meera, karan, meeraK, percent] = seeded.map((s) => s.order);
if (!meera || !karan || !meeraK || !percent) throw new Error('seed failed');

describe('GET /api/orders/all', () => {
  const ids = (body: unknown) => OrderListSchema.parse(body).data.map((o) => o._id);

  it('lists every order newest first in the list envelope, with pages', async () => {
    const first = OrderListSchema.parse((await list({ limit: '3' })).json());
    expect(first).toMatchObject({ page: 1, limit: 3, total: 4, totalPages: 2 });
    expect(first.data.map((o) => o._id)).toEqual([percent.id, meeraK.id, karan.id]);
    expect(ids((await list({ limit: '3', page: '2' })).json())).toEqual([meera.id]);
    const past = OrderListSchema.parse((await list({ limit: '3', page: '5' })).json());
    expect(past).toMatchObject({ data: [], total: 4, totalPages: 2 });
    expect(OrderListSchema.parse((await list({})).json()).limit).toBe(20);
  });

  it('filters by status', async () => {
    expect(ids((await list({ status: 'Shipped' })).json())).toEqual([meeraK.id, karan.id]);
    const none = OrderListSchema.parse((await list({ status: 'Delivered' })).json());
    expect(none).toMatchObject({ data: [], total: 0, totalPages: 0 });
  });

  it('searches by order number (with or without #), part of an email in any case, or phone', async () => {
    expect(ids((await list({ search: String(karan.number) })).json())).toEqual([karan.id]);
    expect(ids((await list({ search: `#${meera.number}` })).json())).toEqual([meera.id]);
    expect(ids((await list({ search: ' MEERA ' })).json())).toEqual([meeraK.id, meera.id]);
    expect(ids((await list({ search: '00022222' })).json())).toEqual([percent.id]);
    expect(ids((await list({ search: 'meera', status: 'Shipped' })).json())).toEqual([meeraK.id]);
  });

  it('treats LIKE wildcards and huge numbers as plain text', async () => {
    expect(ids((await list({ search: '%' })).json())).toEqual([percent.id]);
    expect(ids((await list({ search: '_' })).json())).toEqual([]);
    expect(ids((await list({ search: '99999999999999999999999' })).json())).toEqual([]);
  });

  it('refuses bad paging and unknown statuses with 400 on the field', async () => {
    for (const [field, value] of [
      ['page', '0'],
      ['limit', '0'],
      ['limit', '101'],
      ['limit', 'ten'],
      ['status', 'Lost'],
      ['search', 'x'.repeat(255)],
    ] as const) {
      const response = await list({ [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).details?.fields).toHaveProperty(field);
    }
  });

  it('is for admins only: 401 without a token, 403 for another role', async () => {
    expect((await list({}, {} as typeof ADMIN)).statusCode).toBe(401);
    expect((await list({}, CUSTOMER)).statusCode).toBe(403);
  });
});

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

describe('PUT /api/orders/{id}/status', () => {
  it('moves an order forward one step at a time, recording each step', async () => {
    const { order } = await createOrder(db);
    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      const response = await setStatus(order.id, status);
      expect(response.statusCode, status).toBe(200);
      expect(OrderSchema.parse(response.json()).status).toBe(status);
    }
    expect(await history(order.id)).toEqual(['Placed', 'Processing', 'Shipped', 'Delivered']);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.updatedAt.getTime()).toBeGreaterThan(order.updatedAt.getTime());
  });

  it('lets a step be skipped and a cancel request be declined', async () => {
    const skipped = await createOrder(db);
    expect((await setStatus(skipped.order.id, 'Shipped')).statusCode).toBe(200);
    const requested = await createOrder(db, { status: 'CancelRequested' });
    expect((await setStatus(requested.order.id, 'Processing')).statusCode).toBe(200);
    expect(await history(requested.order.id)).toEqual(['Placed', 'CancelRequested', 'Processing']);
  });

  it.each([
    ['Shipped', 'Processing', 'This order is shipped and cannot move to Processing.'],
    ['Delivered', 'Shipped', 'This order is delivered and cannot move to Shipped.'],
    ['Cancelled', 'Processing', 'This order is cancelled and cannot move to Processing.'],
    ['Processing', 'Processing', 'This order is already processing.'],
  ] as const)('refuses %s → %s with 409 and changes nothing', async (from, to, message) => {
    const { order } = await createOrder(db, { status: from });
    const response = await setStatus(order.id, to);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message, code: 'CONFLICT', details: { status: from } });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: from, updatedAt: order.updatedAt });
  });

  it('refuses statuses an admin does not set (Placed, CancelRequested, unknown) with 400', async () => {
    const { order } = await createOrder(db);
    for (const status of ['Placed', 'CancelRequested', 'Lost', 'processing']) {
      const response = await setStatus(order.id, status);
      expect(response.statusCode, status).toBe(400);
      expect(response.json()).toMatchObject({
        details: { fields: { status: expect.any(String) } },
      });
    }
  });

  it('answers 404 for unknown ids and ids that are no UUID', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '1042']) {
      expect((await setStatus(id, 'Processing')).statusCode, id).toBe(404);
    }
  });

  it('lets exactly one of two identical concurrent moves win', async () => {
    const { order } = await createOrder(db);
    const answers = await Promise.all([
      setStatus(order.id, 'Processing'),
      setStatus(order.id, 'Processing'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await history(order.id)).toEqual(['Placed', 'Processing']);
  });

  it('never lets concurrent moves take an order backwards', async () => {
    const rank = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);
    for (let round = 0; round < 5; round += 1) {
      const { order } = await createOrder(db);
      const answers = await Promise.all(
        ['Delivered', 'Processing', 'Shipped', 'Processing'].map((s) => setStatus(order.id, s)),
      );
      const steps = await history(order.id);
      const won = answers.filter((a) => a.statusCode === 200).length;
      expect(steps).toHaveLength(won + 1);
      for (let i = 1; i < steps.length; i += 1) {
        expect(rank(steps[i] as OrderStatus)).toBeGreaterThan(rank(steps[i - 1] as OrderStatus));
      }
      const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe(steps.at(-1));
    }
  });

  it('is for admins only, before validation', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/orders/abc/status',
      payload: { status: 'nonsense' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/orders/{id}', () => {
  const remove = (id: string, headers = ADMIN) =>
    app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers });

  it('deletes a cancelled order with its items and history (204)', async () => {
    const { order } = await createOrder(db, { status: 'Cancelled', paymentStatus: 'Refunded' });
    const response = await remove(order.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await db.select().from(orders).where(eq(orders.id, order.id))).toEqual([]);
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toEqual([]);
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toEqual(
      [],
    );
    expect((await remove(order.id)).statusCode).toBe(404);
  });

  it.each(['Placed', 'Processing', 'Shipped', 'Delivered', 'CancelRequested'] as const)(
    'keeps a %s order (409)',
    async (status) => {
      const { order } = await createOrder(db, { status });
      const response = await remove(order.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Only cancelled orders can be deleted.',
        code: 'CONFLICT',
        details: { status },
      });
      expect(await db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
    },
  );

  it('answers 404 for unknown ids, 401/403 for non-admins', async () => {
    expect((await remove('not-an-id')).statusCode).toBe(404);
    const { order } = await createOrder(db, { status: 'Cancelled', paymentStatus: 'Refunded' });
    expect((await remove(order.id, {} as typeof ADMIN)).statusCode).toBe(401);
    expect((await remove(order.id, CUSTOMER)).statusCode).toBe(403);
    expect(await db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
  });
});
