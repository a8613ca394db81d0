import { OrderActivitySchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';
import {
  ADMIN,
  authenticateAdmin,
  CUSTOMER,
  capturedPayment,
} from '../../testing/order-test-kit.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { checkouts } from '../payments/checkouts.tables.ts';
import { SimulatedGateway } from '../payments/simulated-gateway.ts';
import { orders } from './orders.tables.ts';

// GET /api/orders/{id}/activity: the admin order page's records — every step with who, when and
// what it said, the gateway's order, payment and refund ids, and the mails about the order.

const SECRET = 'activity-test-secret-of-at-least-32-chars';
const gateway = new SimulatedGateway(SECRET);
const { app, database } = await buildTestApp(
  { APP_SECRET: SECRET },
  { authenticateAdmin, gateway },
);
const { db } = database;

const call = (method: 'PUT' | 'GET', url: string, payload?: object, headers = ADMIN) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function activityOf(id: string) {
  const response = await call('GET', `/api/orders/${id}/activity`);
  expect(response.statusCode).toBe(200);
  return OrderActivitySchema.parse(response.json());
}

/** A paid order recorded from a checkout with a gateway order id, its payment captured. */
async function paidCheckoutOrder() {
  const { order } = await createOrder(db, { tokenSecret: SECRET, razorpayPaymentId: null });
  const paymentId = await capturedPayment(gateway, order.amountPaidInPaise);
  const gatewayOrderId = `order_${order.number}test`;
  const [checkout] = await db
    .insert(checkouts)
    .values({
      status: 'paid',
      razorpayOrderId: gatewayOrderId,
      amountInPaise: order.amountPaidInPaise,
      fingerprint: `fp-${order.id}`,
      // Only the ids matter here; the snapshot is never read back.
      snapshot: {} as never,
      email: order.email,
      expiresAt: new Date(),
      orderId: order.id,
    })
    .returning();
  if (!checkout) throw new Error('checkout not written');
  await db
    .update(orders)
    .set({ checkoutId: checkout.id, razorpayPaymentId: paymentId })
    .where(eq(orders.id, order.id));
  return { order, paymentId, gatewayOrderId };
}

describe('GET /api/orders/{id}/activity', () => {
  it('shows each step with who and what, and the shipped and delivered mails', async () => {
    const { order } = await createOrder(db, { tokenSecret: SECRET, status: 'Processing' });
    const ship = { courier: 'Delhivery', trackingNumber: 'DL77' };
    expect((await call('PUT', `/api/orders/${order.id}/ship`, ship)).statusCode).toBe(200);
    expect((await call('PUT', `/api/orders/${order.id}/deliver`)).statusCode).toBe(200);

    const activity = await activityOf(order.id);
    expect(activity.history.map(({ status, actor, note }) => ({ status, actor, note }))).toEqual([
      { status: 'Placed', actor: null, note: null },
      { status: 'Processing', actor: null, note: null },
      { status: 'Shipped', actor: 'admin@example.in', note: 'Delhivery DL77' },
      { status: 'Delivered', actor: 'admin@example.in', note: null },
    ]);
    expect(activity.gateway).toEqual({
      orderId: null,
      paymentId: order.razorpayPaymentId,
      refundId: null,
    });
    // Newest first; no SMTP in the tests, so each is kept in the outbox.
    expect(activity.mails.map(({ kind, to, status }) => ({ kind, to, status }))).toEqual([
      { kind: 'order-delivered', to: order.email, status: 'kept' },
      { kind: 'order-shipped', to: order.email, status: 'kept' },
    ]);
    expect(activity.mails[0]).toMatchObject({ attempts: 0, sentAt: null });
  });

  it("shows a declined cancel request's reason, and the mails of the request and the decline", async () => {
    const { order, token } = await createOrder(db, { tokenSecret: SECRET, status: 'Processing' });
    const request = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/request-cancel`,
      headers: { 'x-order-token': token },
    });
    expect(request.statusCode).toBe(200);
    const decline = await call('PUT', `/api/orders/${order.id}/decline-cancel`, {
      reason: 'Already packed',
    });
    expect(decline.statusCode).toBe(200);
    const activity = await activityOf(order.id);
    expect(activity.history.slice(-2)).toMatchObject([
      { status: 'CancelRequested', actor: null },
      {
        status: 'Processing',
        actor: 'admin@example.in',
        note: 'Cancel request declined: Already packed',
      },
    ]);
    expect(activity.mails.map((mail) => mail.kind)).toEqual([
      'cancel-declined',
      'cancel-requested',
    ]);
  });

  it('shows the gateway order, payment and refund ids after a cancel with refund', async () => {
    const { order, paymentId, gatewayOrderId } = await paidCheckoutOrder();
    expect((await call('PUT', `/api/orders/${order.id}/cancel`)).statusCode).toBe(200);
    const activity = await activityOf(order.id);
    expect(activity.gateway.orderId).toBe(gatewayOrderId);
    expect(activity.gateway.paymentId).toBe(paymentId);
    expect(activity.gateway.refundId).toMatch(/^rfnd_/);
    expect(activity.history.at(-1)).toMatchObject({
      status: 'Cancelled',
      actor: 'admin@example.in',
    });
    expect(activity.mails.map((mail) => mail.kind)).toEqual(['order-refunded']);
  });

  it('lists the mails sent with their status and when', async () => {
    const { order } = await createOrder(db, { tokenSecret: SECRET, status: 'Processing' });
    await call('PUT', `/api/orders/${order.id}/deliver`);
    const sentAt = new Date('2026-11-20T10:00:00Z');
    await db
      .update(mailOutbox)
      .set({ status: 'sent', attempts: 1, sentAt })
      .where(eq(mailOutbox.orderId, order.id));
    const [mail] = (await activityOf(order.id)).mails;
    expect(mail).toMatchObject({
      kind: 'order-delivered',
      status: 'sent',
      attempts: 1,
      sentAt: sentAt.toISOString(),
    });
  });

  it('answers 404 for an unknown order, 401 and 403 to others', async () => {
    const unknown = await call('GET', '/api/orders/00000000-0000-4000-8000-000000000000/activity');
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/api/orders/not-a-uuid/activity')).statusCode).toBe(404);
    const { order } = await createOrder(db);
    const url = `/api/orders/${order.id}/activity`;
    expect((await call('GET', url, undefined, {} as typeof ADMIN)).statusCode).toBe(401);
    expect((await call('GET', url, undefined, CUSTOMER)).statusCode).toBe(403);
  });
});
