import { OrderSchema, OrderTrackingSchema } from '@skins/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, type OrderOverrides } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { CANCELLED_UNPAID_MESSAGE, ONLY_BY_HAND_MESSAGE } from './mark-paid.ts';
import { orderEvents, orders } from './orders.tables.ts';

const { app, database } = await buildTestApp({}, { authenticateAdmin });
const { db } = database;

const markPaid = (
  id: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = ADMIN,
) => app.inject({ method: 'PUT', url: `/api/orders/${id}/payment`, headers, payload });
const PAID = { paymentStatus: 'Completed' } as const;

/** An unpaid order as a manual order is recorded (₹549 + 8% tax = ₹592.92, charged ₹593). */
const unpaidOrder = (overrides: OrderOverrides = {}) =>
  createOrder(db, {
    paymentMethod: 'Manual',
    paymentStatus: 'Pending',
    lines: [{ price: 549 }],
    ...overrides,
  });

const eventsOf = (id: string) =>
  db
    .select({ status: orderEvents.status, actor: orderEvents.actor, note: orderEvents.note })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
const rowOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

describe('PUT /api/orders/{id}/payment', () => {
  it('marks a manual order paid: Completed, amountPaid the total rounded to rupees, who and how in the history', async () => {
    const { order } = await unpaidOrder({ status: 'Processing' });
    expect(order.amountPaidInPaise).toBe(0);
    const response = await markPaid(order.id, {
      ...PAID,
      method: '  UPI ',
      reference: 'UTR 4021 7788',
    });
    expect(response.statusCode).toBe(200);
    expect(OrderSchema.parse(response.json())).toMatchObject({
      _id: order.id,
      status: 'Processing',
      paymentMethod: 'Manual',
      paymentStatus: 'Completed',
      total: 592.92,
      amountPaid: 593,
    });
    expect((await eventsOf(order.id)).at(-1)).toEqual({
      status: 'Processing',
      actor: 'admin@example.in',
      note: 'Payment received: Rs. 593.00, by UPI, reference UTR 4021 7788',
    });
    expect((await rowOf(order.id))?.updatedAt.getTime()).toBeGreaterThan(order.updatedAt.getTime());
    // The track view tells the shopper; its timeline shows no new step.
    const tracking = OrderTrackingSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/orders/track-order/${order.id}` })).json(),
    );
    expect(tracking.paymentStatus).toBe('Completed');
    expect(tracking.history.map((event) => event.status)).toEqual(['Placed', 'Processing']);
  });

  it('marks a cash-on-delivery order paid, with no method or reference (blank is none)', async () => {
    const { order } = await unpaidOrder({ paymentMethod: 'COD', status: 'Delivered' });
    const response = await markPaid(order.id, { ...PAID, method: ' ', reference: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ paymentStatus: 'Completed', amountPaid: 593 });
    expect((await eventsOf(order.id)).at(-1)).toEqual({
      status: 'Delivered',
      actor: 'admin@example.in',
      note: 'Payment received: Rs. 593.00',
    });
  });

  it('is idempotent: a repeat answers the order unchanged, and 5 at once record one entry', async () => {
    const { order } = await unpaidOrder();
    const first = await markPaid(order.id, { ...PAID, method: 'Cash' });
    const updatedAt = (await rowOf(order.id))?.updatedAt;
    const again = await markPaid(order.id, { ...PAID, method: 'Card', reference: 'X' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await rowOf(order.id))?.updatedAt).toEqual(updatedAt);
    expect(await eventsOf(order.id)).toHaveLength(2);

    const { order: other } = await unpaidOrder({ paymentMethod: 'COD' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => markPaid(other.id, { ...PAID, reference: `R${i}` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const entries = await eventsOf(other.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]?.note).toMatch(/^Payment received: Rs\. 593\.00, reference R[0-4]$/);
  });

  it('refuses an online order with 409 CONFLICT, paid or not, changing nothing', async () => {
    for (const paymentStatus of ['Completed', 'Pending'] as const) {
      const { order } = await createOrder(db, { paymentStatus });
      const response = await markPaid(order.id, PAID);
      expect(response.statusCode, paymentStatus).toBe(409);
      expect(response.json()).toEqual({
        message: ONLY_BY_HAND_MESSAGE,
        code: 'CONFLICT',
        details: { paymentMethod: 'Online', paymentStatus },
      });
      expect(await eventsOf(order.id)).toHaveLength(1);
    }
  });

  it('refuses a cancelled unpaid order, and a failed or refunded payment, with 409', async () => {
    const { order: cancelled } = await unpaidOrder({ status: 'Cancelled' });
    const refused = await markPaid(cancelled.id, PAID);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: CANCELLED_UNPAID_MESSAGE });
    expect((await rowOf(cancelled.id))?.paymentStatus).toBe('Pending');

    for (const paymentStatus of ['Failed', 'Refunded'] as const) {
      const { order } = await unpaidOrder({ paymentStatus, razorpayPaymentId: null });
      const response = await markPaid(order.id, PAID);
      expect(response.statusCode, paymentStatus).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        details: { paymentMethod: 'Manual', paymentStatus },
      });
    }
  });

  it('answers 400 for bad bodies, 404 for unknown ids, 401/403 without an admin', async () => {
    const { order } = await unpaidOrder();
    for (const payload of [
      {},
      { paymentStatus: 'Pending' },
      { paymentStatus: 'Refunded' },
      { ...PAID, method: 'x'.repeat(51) },
      { ...PAID, reference: 'x'.repeat(101) },
      { ...PAID, method: 5 },
    ]) {
      const response = await markPaid(order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await markPaid(id, PAID);
      expect(response.statusCode).toBe(404);
    }
    expect((await markPaid(order.id, PAID, {})).statusCode).toBe(401);
    expect((await markPaid(order.id, PAID, CUSTOMER)).statusCode).toBe(403);
    expect((await rowOf(order.id))?.paymentStatus).toBe('Pending');
  });
});
