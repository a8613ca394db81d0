import {
  AdminReviewListSchema,
  DashboardSchema,
  ErrorBodySchema,
  listEnvelopeSchema,
  OrderSchema,
  SubscriberListSchema,
} from '@skins/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, createSubscriber } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { subscribers } from '../newsletter/newsletter.tables.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { reviews } from '../reviews/reviews.tables.ts';

// The gate is on: the dashboard is the admin token's business alone.
const { app, database } = await buildTestApp(
  { STORE_PASSWORD: 'open-sesame' },
  { authenticateAdmin },
);
const { db } = database;

// Noon in India on 10 March; the Indian day began at 18:30 UTC on the 9th.
const NOW = new Date('2026-03-10T12:00:00+05:30');
const MIDNIGHT_IST = new Date('2026-03-10T00:00:00+05:30');
const ist = (time: string) => new Date(`2026-03-10T${time}+05:30`);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60_000);
vi.useFakeTimers({ toFake: ['Date'], now: NOW });
afterAll(() => {
  vi.useRealTimers();
});

const order = async (overrides: Parameters<typeof createOrder>[1]) =>
  (await createOrder(db, overrides)).order;

// Today: one at midnight sharp, one processing, a cancelled (refunded) one, one delivered and
// then refunded (not cancelled: an order, but no revenue), an unpaid manual one.
const atMidnight = await order({ createdAt: MIDNIGHT_IST, lines: [{ price: 549 }] });
const processing = await order({
  createdAt: ist('10:00:00'),
  status: 'Processing',
  lines: [{ price: 1000, quantity: 2 }],
});
const cancelled = await order({
  createdAt: ist('09:00:00'),
  status: 'Cancelled',
  paymentStatus: 'Refunded',
});
const refunded = await order({
  createdAt: ist('08:00:00'),
  status: 'Delivered',
  paymentStatus: 'Refunded',
});
const manualUnpaid = await order({
  createdAt: ist('11:00:00'),
  paymentMethod: 'Manual',
  paymentStatus: 'Pending',
});
// Earlier: a millisecond before midnight in India, 5, 29 and 31 days back.
const lastNight = await order({
  createdAt: new Date(MIDNIGHT_IST.getTime() - 1),
  status: 'Delivered',
  lines: [{ price: 799 }],
});
const cancelRequested = await order({ createdAt: daysAgo(5), status: 'CancelRequested' });
const monthOld = await order({ createdAt: daysAgo(29), status: 'Shipped' });
const tooOld = await order({ createdAt: daysAgo(31) });

const readers: string[] = [];
for (let minutes = 60; minutes >= 10; minutes -= 10) {
  const { subscriber } = await createSubscriber(db, { subscribed: minutes !== 30 });
  await db
    .update(subscribers)
    .set({ createdAt: new Date(NOW.getTime() - minutes * 60_000) })
    .where(eq(subscribers.id, subscriber.id));
  readers.push(subscriber.id);
}

const dashboard = (headers: Record<string, string> = ADMIN) =>
  app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
const rupees = (...rows: { amountPaidInPaise: number }[]) =>
  rows.reduce((sum, row) => sum + row.amountPaidInPaise, 0) / 100;

describe('who may see it', () => {
  it('answers 401 without a valid token and 403 for another role, never STORE_LOCKED', async () => {
    for (const [headers, status, code] of [
      [{}, 401, 'UNAUTHENTICATED'],
      [{ authorization: 'Bearer nope' }, 401, 'UNAUTHENTICATED'],
      [CUSTOMER, 403, 'FORBIDDEN'],
    ] as const) {
      const response = await dashboard(headers);
      expect(response.statusCode).toBe(status);
      expect(ErrorBodySchema.parse(response.json()).code).toBe(code);
    }
  });

  it('opens for an admin without the unlock cookie, and is never cached', async () => {
    const response = await dashboard();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts today from midnight in India; revenue is what was paid and kept', async () => {
    const body = DashboardSchema.parse((await dashboard()).json());
    expect(body.generatedAt).toBe(NOW.toISOString());
    expect(body.today).toEqual({ orders: 4, revenue: rupees(atMidnight, processing) });
    // Rupees, as the order list's amounts: 549 + 8% tax is 592.92, charged as 593.
    expect(atMidnight.amountPaidInPaise).toBe(59_300);
    expect(cancelled.amountPaidInPaise).toBeGreaterThan(0);
    expect(refunded.amountPaidInPaise).toBeGreaterThan(0);
    expect(manualUnpaid.amountPaidInPaise).toBe(0);
  });

  it('counts the last 30 days back from now, yesterday in India included', async () => {
    const body = DashboardSchema.parse((await dashboard()).json());
    expect(body.last30Days).toEqual({
      orders: 7,
      revenue: rupees(atMidnight, processing, lastNight, cancelRequested, monthOld),
    });
    expect(tooOld.createdAt.getTime()).toBeLessThan(daysAgo(30).getTime());
  });

  it('lists the orders waiting for the admin, oldest first, as the order list shows them', async () => {
    const body = DashboardSchema.parse((await dashboard()).json());
    expect(body.needsAction.placed).toBe(3);
    expect(body.needsAction.cancelRequested).toBe(1);
    expect(body.needsAction.orders.map((o) => o._id)).toEqual([
      tooOld.id,
      cancelRequested.id,
      atMidnight.id,
      manualUnpaid.id,
    ]);
    const listed = listEnvelopeSchema(OrderSchema).parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/orders/all',
          query: { status: 'CancelRequested' },
          headers: ADMIN,
        })
      ).json(),
    );
    expect(body.needsAction.orders[1]).toEqual(listed.data[0]);
  });

  it('shows the five newest subscribers as the subscriber list does', async () => {
    const body = DashboardSchema.parse((await dashboard()).json());
    const listed = SubscriberListSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/subscribers',
          query: { limit: '5' },
          headers: ADMIN,
        })
      ).json(),
    );
    expect(body.recentSubscribers.map((s) => s._id)).toEqual(readers.slice(1).reverse());
    expect(body.recentSubscribers).toEqual(listed.data);
    expect(body.recentSubscribers.map((s) => s.status)).toContain('unsubscribed');
  });

  it('lists at most ten waiting orders but counts them all', async () => {
    for (let minutes = 1; minutes <= 8; minutes++) {
      await order({ createdAt: new Date(NOW.getTime() - minutes * 60_000) });
    }
    const body = DashboardSchema.parse((await dashboard()).json());
    expect(body.needsAction.placed).toBe(11);
    expect(body.needsAction.orders).toHaveLength(10);
    expect(body.needsAction.orders[0]?._id).toBe(tooOld.id);
    expect(body.today.orders).toBe(12);
  });
});

describe('the reviews waiting', () => {
  // Delivered orders from long ago: they change no order figure above.
  const review = async (rating: number, status: 'Pending' | 'Published' | 'Hidden', age = 1) => {
    const product = await createProduct(db);
    const placed = await order({
      createdAt: daysAgo(60),
      status: 'Delivered',
      lines: [{ product }],
    });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    if (!line) throw new Error('no line');
    const [row] = await db
      .insert(reviews)
      .values({
        orderItemId: line.id,
        productId: product.id,
        rating,
        body: 'Fits the camera cut-out exactly.',
        status,
        author: 'Asha R.',
        selectedModel: 'iPhone 16 Pro',
        createdAt: daysAgo(age),
      })
      .returning();
    if (!row) throw new Error('no review');
    return row;
  };

  it('counts every Pending review, whatever its rating or age, as the moderation list does', async () => {
    expect(DashboardSchema.parse((await dashboard()).json()).pendingReviews).toBe(0);
    const oneStar = await review(1, 'Pending');
    await review(5, 'Pending', 200);
    await review(3, 'Pending');
    await review(5, 'Published');
    await review(2, 'Hidden');

    const body = DashboardSchema.parse((await dashboard()).json());
    expect(body.pendingReviews).toBe(3);
    const listed = AdminReviewListSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/reviews',
          query: { status: 'Pending' },
          headers: ADMIN,
        })
      ).json(),
    );
    expect(listed.total).toBe(body.pendingReviews);

    const published = await app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${oneStar.id}`,
      payload: { status: 'Published' },
      headers: ADMIN,
    });
    expect(published.statusCode).toBe(200);
    expect(DashboardSchema.parse((await dashboard()).json()).pendingReviews).toBe(2);
  });
});
