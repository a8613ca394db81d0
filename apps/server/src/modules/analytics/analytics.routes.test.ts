import { AnalyticsSchema, ErrorBodySchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AdminIdentity } from '../../plugins/require-admin.ts';
import { fromScratch, rollUpsOf } from '../../testing/analytics-from-scratch.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { ADMIN, CUSTOMER } from '../../testing/order-test-kit.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { returns } from '../returns/returns.tables.ts';
import { salesDays } from './analytics.tables.ts';
import { refreshSalesDays } from './sales-days-refresh.ts';

const STAFF = { authorization: 'Bearer test-staff' };
const IDENTITIES: Record<string, AdminIdentity> = {
  'test-admin': { email: 'owner@example.in', role: 'owner' },
  'test-staff': { email: 'packer@example.in', role: 'staff' },
  'test-customer': { email: 'customer@example.in', role: 'customer' },
};
const authenticateAdmin = async (request: FastifyRequest) =>
  IDENTITIES[request.headers.authorization?.replace(/^Bearer /, '') ?? ''] ?? null;

const { app, database } = await buildTestApp({}, { authenticateAdmin });
const { db } = database;

const ist = (local: string) => new Date(`${local}+05:30`);
const analytics = (
  query: { from?: string; to?: string },
  headers: Record<string, string> = ADMIN,
) => app.inject({ method: 'GET', url: '/api/admin/analytics', query, headers });
const read = async (query: { from?: string; to?: string }) => {
  const response = await analytics(query);
  expect(response.statusCode).toBe(200);
  return AnalyticsSchema.parse(response.json());
};

// March 2026 in India. Prices are rupees; tax is 8%, paid rounded to whole rupees.
const caseA = await createProduct(db, { name: 'Carbon Fibre Skin', price: 500 });
const caseB = await createProduct(db, { name: 'Marble Skin', price: 1000 });
const pixel = { brand: 'Google', model: 'Pixel 9' };
const place = (at: string, overrides: Parameters<typeof createOrder>[1]) =>
  createOrder(db, { createdAt: ist(at), ...overrides }).then(({ order }) => order);

// 23:59 and 00:01 in India: two days, though both are 10 March in UTC.
const lateNight = await place('2026-03-10T23:59:00', {
  email: 'asha@example.in',
  lines: [{ product: caseA, quantity: 2 }],
});
const justAfter = await place('2026-03-11T00:01:00', {
  email: 'asha@example.in',
  lines: [{ product: caseB, ...pixel }],
});
const cod = await place('2026-03-11T10:00:00', {
  email: 'ravi@example.in',
  paymentMethod: 'COD',
  paymentStatus: 'Pending',
  lines: [{ product: caseA }],
});
await place('2026-03-11T11:00:00', { status: 'Cancelled', paymentStatus: 'Refunded' });
await place('2026-03-11T12:00:00', { paymentMethod: 'Manual', paymentStatus: 'Pending' });
await place('2026-03-11T13:00:00', { paymentMethod: 'Replacement', razorpayPaymentId: null });
const returned = await place('2026-03-12T09:00:00', {
  status: 'Delivered',
  lines: [{ product: caseB, quantity: 2, ...pixel }],
});
const refundedWhole = await place('2026-03-12T10:00:00', {
  status: 'Delivered',
  paymentStatus: 'Refunded',
  lines: [{ product: caseA }],
});
// Placed after Ravi's COD order but earlier in time: Ravi's order becomes a returning one.
const ravisFirst = await place('2026-03-08T18:00:00', {
  email: 'ravi@example.in',
  lines: [{ product: caseA }],
});
// One of the returned order's two units comes back, refunded Rs. 1,000.
await db.transaction(async (tx) => {
  await tx.insert(returns).values({
    orderId: returned.id,
    reason: 'Damaged',
    resolution: 'Refund',
    details: 'Torn corner',
    status: 'Refunded',
    refundInPaise: 100_000,
    refundedAt: ist('2026-03-20T10:00:00'),
  });
  await tx
    .update(orderItems)
    .set({ refundedQuantity: 1 })
    .where(eq(orderItems.orderId, returned.id));
});

describe('the roll-ups', () => {
  it('equal a computation from scratch over the orders, lines and returns', async () => {
    // The changes above only noted their days stale; the refresh rebuilds them, as the app does.
    await refreshSalesDays(db);
    const expected = await fromScratch(db);
    expect(await rollUpsOf(db)).toEqual(expected);
    expect(expected.sales.map((row) => row.day)).toEqual([
      '2026-03-08',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
  });

  it('follow a cancel, a payment marked by hand, a refund changed, and stay equal', async () => {
    const rollUps = async () => {
      await refreshSalesDays(db);
      return db.select().from(salesDays).orderBy(salesDays.day);
    };
    const change = async (cancelled: boolean) => {
      const [status, paid] = cancelled
        ? (['Cancelled', 54_000] as const)
        : (['Placed', 0] as const);
      await db.update(orders).set({ status }).where(eq(orders.id, justAfter.id));
      await db
        .update(orders)
        .set({ paymentStatus: paid ? 'Completed' : 'Pending', amountPaidInPaise: paid })
        .where(eq(orders.id, cod.id));
      await db
        .update(returns)
        .set({ refundInPaise: cancelled ? 50_000 : 100_000 })
        .where(eq(returns.orderId, returned.id));
      // Shipping changes no figure (the triggers skip it): the roll-ups must still be true.
      await db.update(orders).set({ status: 'Shipped' }).where(eq(orders.id, lateNight.id));
      expect(await rollUps()).toEqual((await fromScratch(db)).sales);
    };
    await change(true);
    await refreshSalesDays(db);
    const [march11] = await db.select().from(salesDays).where(eq(salesDays.day, '2026-03-11'));
    expect(march11).toMatchObject({ orders: 1, salesInPaise: 54_000, codOrders: 1 });
    await change(false);
  });
});

describe('GET /api/admin/analytics', () => {
  it('puts 23:59 and 00:01 in India on two days and sums the range', async () => {
    const body = await read({ from: '2026-03-10', to: '2026-03-12' });
    // 2 × 500 + 8% = 1080; 1000 + 8% = 1080; COD 500 + 8% = 540; 2 × 1000 + 8% = 2160; 540.
    expect(lateNight.amountPaidInPaise).toBe(108_000);
    expect(body.days).toEqual([
      { date: '2026-03-10', orders: 1, netSales: 1080, averageOrderValue: 1080 },
      { date: '2026-03-11', orders: 2, netSales: 1620, averageOrderValue: 810 },
      { date: '2026-03-12', orders: 2, netSales: 1160, averageOrderValue: 580 },
    ]);
    const { totals } = body;
    expect(totals).toMatchObject({
      orders: 5,
      // 1080 + 1080 + 540 + 2160 + 540 − refunds (1000 + 540).
      netSales: 3860,
      averageOrderValue: 772,
      discounts: 0,
      refunds: 1540,
      codShare: 0.2,
      // Asha's second order and Ravi's COD order follow earlier ones.
      returningCustomerRate: 0.4,
    });
    expect(totals.topProducts).toEqual([
      { productId: caseB.id, name: 'Marble Skin', units: 2, netSales: 2000 },
      { productId: caseA.id, name: 'Carbon Fibre Skin', units: 3, netSales: 1500 },
    ]);
    expect(totals.topDevices).toEqual([
      { brand: 'Apple', model: 'iPhone 16 Pro', units: 3 },
      { brand: 'Google', model: 'Pixel 9', units: 2 },
    ]);
    expect(totals.funnel.ordersPlaced).toBe(5);
    expect(refundedWhole.paymentStatus).toBe('Refunded');
  });

  it('answers the same number of days before `from` as the previous period', async () => {
    const body = await read({ from: '2026-03-10', to: '2026-03-12' });
    expect(body.previous.from).toBe('2026-03-07');
    expect(body.previous.to).toBe('2026-03-09');
    expect(body.previous.days.map((day) => day.orders)).toEqual([0, 1, 0]);
    expect(body.previous.totals).toMatchObject({
      orders: 1,
      netSales: ravisFirst.amountPaidInPaise / 100,
      returningCustomerRate: 0,
    });
    const single = await read({ from: '2026-03-10', to: '2026-03-10' });
    expect(single.days).toHaveLength(1);
    expect(single.previous).toMatchObject({ from: '2026-03-09', to: '2026-03-09' });
  });

  it('refuses a bad range with 400 and says why', async () => {
    for (const query of [
      { from: '2026-03-12', to: '2026-03-10' },
      { from: '2025-01-01', to: '2026-01-02' },
      { from: '2026-02-30', to: '2026-03-02' },
      { from: '10-03-2026', to: '2026-03-12' },
      { from: '2026-03-10' },
      {},
    ]) {
      const response = await analytics(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    }
    const tooLong = await analytics({ from: '2025-01-01', to: '2026-01-02' });
    expect(JSON.stringify(tooLong.json())).toContain('at most 366 days');
    expect((await analytics({ from: '2025-01-01', to: '2026-01-01' })).statusCode).toBe(200);
  });

  it('is the owner’s: 401 without a token, 403 for staff and shoppers', async () => {
    const query = { from: '2026-03-10', to: '2026-03-12' };
    expect((await analytics(query, {})).statusCode).toBe(401);
    for (const headers of [STAFF, CUSTOMER]) {
      const response = await analytics(query, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });
});
