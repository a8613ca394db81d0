import { randomUUID } from 'node:crypto';
import { AdminReturnListSchema, AdminReturnSchema, OrderReturnsSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { DAY_MS, RETURNS_TEST_ENV, returnsHelpers } from '../../testing/returns-test-kit.ts';
import { returns } from './returns.tables.ts';

// Reading returns (API.md § Returns and replacements): the order's returns for its token or an
// admin, and the admin's queue and single return.

const context = await buildTestApp(RETURNS_TEST_ENV, { authenticateAdmin });
const { app, database } = context;
const { db } = database;
const { deliveredOrder, requestReturn, adminPut } = returnsHelpers(context);

const HOUR_MS = 60 * 60 * 1000;
const REJECTION = { reason: 'The photo shows a skin applied with a knife.' };

async function requested(overrides: Parameters<typeof requestReturn>[3] = {}) {
  const { order, token, itemIds } = await deliveredOrder({ lines: [{ quantity: 2 }] });
  const created = await requestReturn(order.id, token, itemIds, overrides);
  return { order, token, itemIds, id: created._id, number: created.number };
}

const step = (id: string, action: string, payload?: object) =>
  adminPut(`/api/returns/${id}/${action}`, payload);

describe('GET /api/orders/{id}/returns', () => {
  it('shows the order’s returns, newest first, to its token and to an admin (with who)', async () => {
    const { order, token, itemIds } = await deliveredOrder({
      lines: [{ quantity: 2, name: 'Wood Oak' }],
    });
    const first = await requestReturn(order.id, token, itemIds);
    const second = await requestReturn(order.id, token, itemIds, {
      reason: 'ChangedMind',
      resolution: 'Refund',
      photoIds: [],
    });
    await adminPut(`/api/returns/${first._id}/approve`);

    const mine = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/returns?token=${encodeURIComponent(token)}`,
    });
    expect(mine.statusCode).toBe(200);
    const { data } = OrderReturnsSchema.parse(mine.json());
    expect(data.map((entry) => entry.number)).toEqual([second.number, first.number]);
    const approved = data[1];
    expect(approved).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      status: 'Approved',
      reason: 'Misprint',
      lines: [{ itemId: itemIds[0], name: 'Wood Oak', quantity: 1, price: 549 }],
      refund: null,
      replacement: null,
    });
    expect(approved?.photos).toHaveLength(1);
    expect(approved?.photos[0]?.url).toMatch(/^\/media\/uploads\/.+\/1280\.webp$/);
    expect(approved?.history.map(({ from, to, by, actor }) => ({ from, to, by, actor }))).toEqual([
      { from: null, to: 'Requested', by: 'shopper', actor: null },
      // The shopper's view names no admin.
      { from: 'Requested', to: 'Approved', by: 'shop', actor: null },
    ]);

    const asAdmin = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/returns`,
      headers: ADMIN,
    });
    expect(asAdmin.statusCode).toBe(200);
    const adminData = OrderReturnsSchema.parse(asAdmin.json()).data;
    expect(adminData[1]?.history[1]?.actor).toBe('admin@example.in');
  });

  it('answers 404 without the token, with another order’s, and for an unknown order', async () => {
    const { order } = await deliveredOrder();
    const other = await deliveredOrder();
    for (const url of [
      `/api/orders/${order.id}/returns`,
      `/api/orders/${order.id}/returns?token=${encodeURIComponent(other.token)}`,
      `/api/orders/${randomUUID()}/returns?token=${encodeURIComponent(other.token)}`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/orders/${randomUUID()}/returns`,
      headers: ADMIN,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/admin/returns', () => {
  it('lists open returns first, the longest waiting first, with whole hours since the request', async () => {
    const now = Date.now();
    const made: { id: string; hoursAgo: number }[] = [];
    for (const hoursAgo of [5, 50, 1]) {
      const { id } = await requested();
      await db
        .update(returns)
        .set({ requestedAt: new Date(now - hoursAgo * HOUR_MS - 60_000) })
        .where(eq(returns.id, id));
      made.push({ id, hoursAgo });
    }
    const closed = await requested();
    await step(closed.id, 'reject', REJECTION);
    // Far older than every open one, yet after them: it is settled.
    await db
      .update(returns)
      .set({ requestedAt: new Date(now - 20 * DAY_MS) })
      .where(eq(returns.id, closed.id));

    const answer = await app.inject({
      method: 'GET',
      url: '/api/admin/returns?limit=100',
      headers: ADMIN,
    });
    expect(answer.statusCode).toBe(200);
    const list = AdminReturnListSchema.parse(answer.json());
    const ours = list.data.filter((entry) =>
      [...made.map((m) => m.id), closed.id].includes(entry._id),
    );
    expect(ours.map((entry) => [entry._id, entry.hoursWaiting])).toEqual([
      [made[1]?.id, 50],
      [made[0]?.id, 5],
      [made[2]?.id, 1],
      [closed.id, null],
    ]);
    // Every open return comes before every closed one.
    const firstClosed = list.data.findIndex((entry) => entry.hoursWaiting === null);
    expect(list.data.slice(firstClosed).every((entry) => entry.hoursWaiting === null)).toBe(true);
    expect(ours[0]).toMatchObject({ customerName: 'Asha Rao', paymentMethod: 'Online' });
  });

  it('filters by status and pages', async () => {
    const { id } = await requested();
    await step(id, 'request-info', { question: 'Could you send a photo of the whole back?' });
    const answer = await app.inject({
      method: 'GET',
      url: '/api/admin/returns?status=InfoRequested&limit=1',
      headers: ADMIN,
    });
    const list = AdminReturnListSchema.parse(answer.json());
    expect(list.data.every((entry) => entry.status === 'InfoRequested')).toBe(true);
    expect(list).toMatchObject({ page: 1, limit: 1 });
    expect(list.totalPages).toBe(list.total);
    for (const query of ['status=Lost', 'page=0', 'limit=101', 'page=abc']) {
      const bad = await app.inject({
        method: 'GET',
        url: `/api/admin/returns?${query}`,
        headers: ADMIN,
      });
      expect(bad.statusCode, query).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/returns' })).statusCode).toBe(401);
  });

  it('shows one return, and 404 for an unknown one', async () => {
    const { id, order } = await requested();
    const one = await app.inject({
      method: 'GET',
      url: `/api/admin/returns/${id}`,
      headers: ADMIN,
    });
    expect(AdminReturnSchema.parse(one.json())).toMatchObject({ _id: id, orderId: order.id });
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/admin/returns/${randomUUID()}`,
      headers: ADMIN,
    });
    expect(unknown.statusCode).toBe(404);
    const notAnId = await app.inject({
      method: 'GET',
      url: '/api/admin/returns/R1001',
      headers: ADMIN,
    });
    expect(notAnId.statusCode).toBe(404);
    // The order's own list shows the same return to the admin.
    const ofOrder = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/returns`,
      headers: ADMIN,
    });
    expect(OrderReturnsSchema.parse(ofOrder.json()).data.map((entry) => entry._id)).toEqual([id]);
  });
});
