import {
  ErrorBodySchema,
  listEnvelopeSchema,
  ORDER_STATUSES,
  OrderSchema,
  type OrderStatus,
} from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderRequests } from '../../testing/admin-order-requests.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { orderEvents, orderItems, orders } from './orders.tables.ts';

// POST /api/orders (the manual order): orders.manual.test.ts.

const context = await buildTestApp(
  { PUBLIC_URL: 'https://skins.example.in' },
  { authenticateAdmin },
);
const { app, database } = context;
const { db } = database;
const { history } = adminOrderRequests(context);
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

  it('keeps a cancelled order that has a tax invoice, and says why (409)', async () => {
    const { order } = await createOrder(db, { status: 'Cancelled', paymentStatus: 'Refunded' });
    await db
      .update(orders)
      .set({ invoiceNumber: 'INV/2026-27/000042', invoicedAt: new Date() })
      .where(eq(orders.id, order.id));

    const response = await remove(order.id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'This order has tax invoice INV/2026-27/000042: a tax record, kept for years, so it cannot be deleted.',
      code: 'CONFLICT',
      details: { status: 'Cancelled', invoiceNumber: 'INV/2026-27/000042' },
    });
    expect(await db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
  });

  it('answers 404 for unknown ids, 401/403 for non-admins', async () => {
    expect((await remove('not-an-id')).statusCode).toBe(404);
    const { order } = await createOrder(db, { status: 'Cancelled', paymentStatus: 'Refunded' });
    expect((await remove(order.id, {} as typeof ADMIN)).statusCode).toBe(401);
    expect((await remove(order.id, CUSTOMER)).statusCode).toBe(403);
    expect(await db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
  });
});
