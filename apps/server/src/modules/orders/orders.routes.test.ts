import { ErrorBodySchema, OrderSchema, OrderTrackingSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createCampaign, createOrder, createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { products } from '../catalog/catalog.tables.ts';
import { orders } from './orders.tables.ts';

const { app, database } = await buildTestApp({}, { authenticateAdmin });
const { db } = database;
const NOT_FOUND = { message: 'Order not found', code: 'NOT_FOUND' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const requestCancel = (id: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api/orders/${id}/request-cancel`, headers });

describe('GET /api/orders/{id}', () => {
  it('shows the order to its token holder: rupees, snapshots in line order, coupon, shipping, buyer', async () => {
    const carbon = await createProduct(db, { name: 'Carbon Fibre Obsidian', price: 549 });
    const marble = await createProduct(db, { name: 'Arctic Marble', price: 1299.5 });
    const campaign = await createCampaign(db, { code: 'SKINS10', discountBp: 1000 });
    const { order, token } = await createOrder(db, {
      campaign,
      email: 'Asha.Rao@Example.in',
      shipping: { apartment: 'Flat 4B', customerNote: 'Ring twice' },
      lines: [
        { product: marble, quantity: 1, brand: 'Apple', model: 'MacBook Air M3 13"' },
        { product: carbon, quantity: 2, brand: 'Apple', model: 'iPhone 16 Pro' },
      ],
    });
    // Editing the product later does not change the order.
    await db
      .update(products)
      .set({ name: 'Renamed', priceInPaise: 99_900 })
      .where(eq(products.id, carbon.id));

    const response = await get(`/api/orders/${order.id}`, { 'x-order-token': token });
    expect(response.statusCode).toBe(200);
    const body = OrderSchema.parse(response.json());
    expect(body).toMatchObject({
      _id: order.id,
      number: order.number,
      status: 'Placed',
      subtotal: 2397.5,
      discount: 239.75,
      tax: 172.62,
      total: 2330.37,
      amountPaid: 2330,
      paymentMethod: 'Online',
      paymentStatus: 'Completed',
      coupon: { _id: campaign.id, code: 'SKINS10', discount: 0.1 },
      user: {
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha.rao@example.in',
        phone: '9876543210',
      },
    });
    // Each line has its own id (a return's itemId), distinct from its product's.
    const lineIds = body.products.map((line) => line._id);
    expect(new Set(lineIds).size).toBe(2);
    for (const lineId of lineIds) expect(lineId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.products.map(({ _id, ...line }) => line)).toEqual([
      {
        product: { _id: marble.id, name: 'Arctic Marble', images: [marble.images[0]] },
        quantity: 1,
        price: 1299.5,
        gstRate: 0.08,
        extraInfo: { brand: 'Apple', model: 'MacBook Air M3 13"' },
      },
      {
        product: { _id: carbon.id, name: 'Carbon Fibre Obsidian', images: [carbon.images[0]] },
        quantity: 2,
        price: 549,
        gstRate: 0.08,
        extraInfo: { brand: 'Apple', model: 'iPhone 16 Pro' },
      },
    ]);
    expect(body.shippingInfo).toMatchObject({
      apartment: 'Flat 4B',
      customerNote: 'Ring twice',
      pin: '560001',
    });
  });

  it('keeps a line whose product was deleted, with a stable id of its own', async () => {
    const gone = await createProduct(db, { name: 'Discontinued Wood' });
    const { order, token } = await createOrder(db, { lines: [{ product: gone }, {}] });
    await db.delete(products).where(eq(products.id, gone.id));
    const first = OrderSchema.parse((await get(`/api/orders/${order.id}?token=${token}`)).json());
    const again = OrderSchema.parse((await get(`/api/orders/${order.id}?token=${token}`)).json());
    const [line, other] = first.products;
    expect(line?.product.name).toBe('Discontinued Wood');
    expect(line?.product._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(line?.product._id).not.toBe(other?.product._id);
    expect(again.products[0]?.product._id).toBe(line?.product._id);
    expect(again.products[0]?._id).toBe(line?._id);
  });

  it('takes the token from the query too, and the header first', async () => {
    const { order, token } = await createOrder(db);
    const byQuery = await get(`/api/orders/${order.id}?token=${encodeURIComponent(token)}`);
    expect(byQuery.statusCode).toBe(200);
    const wrongHeader = await get(`/api/orders/${order.id}?token=${token}`, {
      'x-order-token': 'not-the-token',
    });
    expect(wrongHeader.statusCode).toBe(404);
  });

  it('answers the same 404 without a token, with a wrong one, another order’s, or a bad id', async () => {
    const { order, token } = await createOrder(db);
    const other = await createOrder(db);
    const cases: [string, Record<string, string>][] = [
      [`/api/orders/${order.id}`, {}],
      [`/api/orders/${order.id}`, { 'x-order-token': `${token}x` }],
      [`/api/orders/${order.id}`, { 'x-order-token': other.token }],
      [`/api/orders/${other.order.id}`, { 'x-order-token': token }],
      [`/api/orders/${UNKNOWN_ID}`, { 'x-order-token': token }],
      ['/api/orders/not-a-uuid', { 'x-order-token': token }],
      [`/api/orders/${order.id}`, CUSTOMER],
      // Never 401 here: a shopper may still hold a stale admin token.
      [`/api/orders/${order.id}`, { authorization: 'Bearer expired' }],
    ];
    for (const [url, headers] of cases) {
      const response = await get(url, headers);
      expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('shows any order to an admin without its token', async () => {
    const { order } = await createOrder(db);
    const response = await get(`/api/orders/${order.id}`, ADMIN);
    expect(response.statusCode).toBe(200);
    expect(OrderSchema.parse(response.json())._id).toBe(order.id);
    expect((await get(`/api/orders/${UNKNOWN_ID}`, ADMIN)).statusCode).toBe(404);
  });
});

describe('GET /api/orders/token/{token}', () => {
  it('opens the token’s own order and nothing for any other text', async () => {
    const { order, token } = await createOrder(db);
    await createOrder(db);
    const response = await get(`/api/orders/token/${token}`);
    expect(response.statusCode).toBe(200);
    expect(OrderSchema.parse(response.json())._id).toBe(order.id);
    for (const wrong of [`${token}A`, token.slice(1), 'a', order.tokenHash]) {
      const refused = await get(`/api/orders/token/${encodeURIComponent(wrong)}`);
      expect(refused.statusCode, wrong).toBe(404);
      expect(refused.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('GET /api/orders/track-order/{id}', () => {
  it('shows status and history to anyone, and no personal data', async () => {
    const { order, token } = await createOrder(db, {
      email: 'priya.private@example.in',
      firstName: 'Priya',
      lastName: 'Secretname',
      phone: '9123456780',
      shipping: { address: '77 Hidden Lane', city: 'Pune', pin: '411001' },
    });
    await requestCancel(order.id, { 'x-order-token': token });
    const response = await get(`/api/orders/track-order/${order.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'history',
        'invoiceNumber',
        'number',
        'paymentStatus',
        'refund',
        'shipment',
        'status',
        'updatedAt',
      ].sort(),
    );
    const tracking = OrderTrackingSchema.parse(body);
    expect(tracking).toMatchObject({
      _id: order.id,
      number: order.number,
      status: 'CancelRequested',
      paymentStatus: 'Completed',
      refund: null,
      invoiceNumber: order.invoiceNumber,
    });
    expect(tracking.history.map((event) => event.status)).toEqual(['Placed', 'CancelRequested']);
    expect(Date.parse(tracking.updatedAt)).toBeGreaterThan(Date.parse(tracking.createdAt));
    for (const secret of [
      'priya',
      'Secretname',
      '9123456780',
      'Hidden Lane',
      'Pune',
      '411001',
      token,
    ]) {
      expect(response.body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it('answers 404 for an unknown id and for text that is no id', async () => {
    for (const id of [UNKNOWN_ID, 'nope', '1042']) {
      const response = await get(`/api/orders/track-order/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('PUT /api/orders/{id}/request-cancel', () => {
  it.each(['Placed', 'Processing'] as const)(
    'moves a %s order to CancelRequested and records it',
    async (status) => {
      const { order, token } = await createOrder(db, { status });
      const response = await requestCancel(order.id, { 'x-order-token': token });
      expect(response.statusCode).toBe(200);
      expect(OrderSchema.parse(response.json()).status).toBe('CancelRequested');
      const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe('CancelRequested');
      expect(row?.updatedAt.getTime()).toBeGreaterThan(order.updatedAt.getTime());
      const tracking = OrderTrackingSchema.parse(
        (await get(`/api/orders/track-order/${order.id}`)).json(),
      );
      expect(tracking.history.at(-1)?.status).toBe('CancelRequested');
    },
  );

  it.each([
    ['Shipped', 'This order has already shipped and can no longer be cancelled.'],
    ['Delivered', 'This order has been delivered and can no longer be cancelled.'],
    ['CancelRequested', 'Cancellation has already been requested for this order.'],
    ['Cancelled', 'This order is already cancelled.'],
  ] as const)(
    'refuses a %s order with 409 CANNOT_CANCEL and changes nothing',
    async (status, message) => {
      const { order, token } = await createOrder(db, { status });
      const response = await requestCancel(order.id, { 'x-order-token': token });
      expect(response.statusCode).toBe(409);
      expect(ErrorBodySchema.parse(response.json())).toEqual({
        message,
        code: 'CANNOT_CANCEL',
        details: { status },
      });
      const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe(status);
      expect(row?.updatedAt).toEqual(order.updatedAt);
    },
  );

  it('answers 404 without the order’s own token, even to an admin, and changes nothing', async () => {
    const { order, token } = await createOrder(db);
    const other = await createOrder(db);
    const attempts: Record<string, string>[] = [
      {},
      { 'x-order-token': other.token },
      { 'x-order-token': 'guess' },
      ADMIN,
    ];
    for (const headers of attempts) {
      const response = await requestCancel(order.id, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await requestCancel('not-a-uuid', { 'x-order-token': token })).statusCode).toBe(404);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('Placed');
  });

  it('accepts the token as a query parameter', async () => {
    const { order, token } = await createOrder(db, { status: 'Processing' });
    const response = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/request-cancel?token=${token}`,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('route order', () => {
  it('never takes /all or /token/… for an order id', async () => {
    expect((await get('/api/orders/all')).statusCode).toBe(401);
    expect((await get('/api/orders/all', ADMIN)).statusCode).toBe(200);
    const { order } = await createOrder(db);
    expect((await get(`/api/orders/token/${order.id}`)).statusCode).toBe(404);
  });
});
