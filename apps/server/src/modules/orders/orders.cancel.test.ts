import { OrderSchema, OrderTrackingSchema } from '@skins/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, type OrderOverrides } from '../../testing/factories.ts';
import {
  ADMIN,
  authenticateAdmin,
  CUSTOMER,
  capturedPayment,
} from '../../testing/order-test-kit.ts';
import type { GatewayRefund } from '../payments/gateway.ts';
import { RazorpayGateway } from '../payments/razorpay-gateway.ts';
import { SimulatedGateway } from '../payments/simulated-gateway.ts';
import { REFUND_FAILED_MESSAGE } from './order-status.ts';
import { type OrderRow, orderEvents, orders } from './orders.tables.ts';

/**
 * The simulated gateway, counting refund calls; its refunds can be made to come back `failed`,
 * or be held until the test lets them go (to line up two cancels).
 */
class RefundControlledGateway extends SimulatedGateway {
  refundsFail = false;
  refundCalls = 0;
  private held: { arrived: () => void; release: Promise<void> } | null = null;

  /** Holds the next refund: resolves once it arrives; call `release` to let it go on. */
  holdNextRefund(): { arrived: Promise<void>; release: () => void } {
    let arrived = () => {};
    let release = () => {};
    const arrivedPromise = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const releasePromise = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.held = { arrived, release: releasePromise };
    return { arrived: arrivedPromise, release };
  }

  override async refundPayment(paymentId: string, amountInPaise: number): Promise<GatewayRefund> {
    this.refundCalls += 1;
    const held = this.held;
    this.held = null;
    if (held) {
      held.arrived();
      await held.release;
    }
    const refund = await super.refundPayment(paymentId, amountInPaise);
    return this.refundsFail ? { ...refund, status: 'failed' } : refund;
  }
}

const gateway = new RefundControlledGateway('orders-cancel-test');
const { app, database } = await buildTestApp({}, { authenticateAdmin, gateway });
const { db } = database;
// Nothing listens on port 9 of localhost: every call to this gateway fails as a network error.
const unreachable = new RazorpayGateway({
  keyId: 'rzp_test_down',
  keySecret: 'secret',
  apiBase: 'http://127.0.0.1:9/v1',
  timeoutMs: 2_000,
});
const down = await buildTestApp({}, { authenticateAdmin, gateway: unreachable });

/** A paid order whose payment really is captured at the gateway, for its amount paid. */
async function paidOrder(overrides: OrderOverrides = {}) {
  const placeholder = await createOrder(db, { ...overrides, razorpayPaymentId: null });
  const paymentId = await capturedPayment(gateway, placeholder.order.amountPaidInPaise);
  const [order] = await db
    .update(orders)
    .set({ razorpayPaymentId: paymentId })
    .where(eq(orders.id, placeholder.order.id))
    .returning();
  if (!order) throw new Error('order vanished');
  return { order, paymentId };
}

const cancel = (id: string, headers = ADMIN) =>
  app.inject({ method: 'PUT', url: `/api/orders/${id}/cancel`, headers });
const rowOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
const history = async (id: string) =>
  OrderTrackingSchema.parse(
    (await app.inject({ method: 'GET', url: `/api/orders/track-order/${id}` })).json(),
  ).history.map((event) => event.status);

async function expectUnchanged(before: OrderRow) {
  const after = await rowOf(before.id);
  expect(after).toMatchObject({
    status: before.status,
    paymentStatus: before.paymentStatus,
    updatedAt: before.updatedAt,
  });
}

describe('PUT /api/orders/{id}/cancel', () => {
  it.each(['Placed', 'Processing', 'CancelRequested', 'Shipped'] as const)(
    'cancels a paid %s order, refunding what was paid, and marks it Refunded',
    async (status) => {
      const { order, paymentId } = await paidOrder({ status });
      const response = await cancel(order.id);
      expect(response.statusCode).toBe(200);
      expect(OrderSchema.parse(response.json())).toMatchObject({
        status: 'Cancelled',
        paymentStatus: 'Refunded',
      });
      const payment = await gateway.fetchPayment(paymentId);
      expect(payment.amountRefundedInPaise).toBe(order.amountPaidInPaise);
      expect(payment.status).toBe('refunded');
      expect((await history(order.id)).at(-1)).toBe('Cancelled');
      expect((await rowOf(order.id))?.updatedAt.getTime()).toBeGreaterThan(
        order.updatedAt.getTime(),
      );
    },
  );

  it('shows the payment and, once refunded, the refund (amount, time) on the track view', async () => {
    const { order } = await paidOrder({ status: 'Processing', email: 'meera@example.in' });
    const track = async () =>
      app.inject({ method: 'GET', url: `/api/orders/track-order/${order.id}` });
    const before = await track();
    expect(OrderTrackingSchema.parse(before.json())).toMatchObject({
      paymentStatus: 'Completed',
      refund: null,
    });
    expect((await cancel(order.id)).statusCode).toBe(200);
    const after = await track();
    const tracking = OrderTrackingSchema.parse(after.json());
    const [cancelledEvent] = await db
      .select({ at: orderEvents.at })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'Cancelled')));
    expect(tracking).toMatchObject({
      paymentStatus: 'Refunded',
      refund: { amount: order.amountPaidInPaise / 100, at: cancelledEvent?.at.toISOString() },
    });
    expect(tracking.history.at(-1)).toEqual({ status: 'Cancelled', at: tracking.refund?.at });
    // Still nothing about the buyer.
    expect(after.body).not.toMatch(/meera|Rao|@|9876543210|MG Road|pay_/i);
  });

  it('shows an unpaid order as Pending, with no refund, before and after its cancel', async () => {
    const { order } = await createOrder(db, { paymentStatus: 'Pending', paymentMethod: 'Manual' });
    const track = async () =>
      OrderTrackingSchema.parse(
        (await app.inject({ method: 'GET', url: `/api/orders/track-order/${order.id}` })).json(),
      );
    expect(await track()).toMatchObject({ paymentStatus: 'Pending', refund: null });
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect(await track()).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'Pending',
      refund: null,
    });
  });

  it('cancels an unpaid (manual) or failed-payment order without asking the gateway', async () => {
    for (const paymentStatus of ['Pending', 'Failed'] as const) {
      const { order } = await createOrder(db, { paymentStatus, paymentMethod: 'Manual' });
      const response = await cancel(order.id);
      expect(response.statusCode, paymentStatus).toBe(200);
      expect(OrderSchema.parse(response.json())).toMatchObject({
        status: 'Cancelled',
        paymentStatus,
      });
    }
  });

  it.each([
    ['Delivered', 'This order has been delivered and can no longer be cancelled.'],
    ['Cancelled', 'This order is already cancelled.'],
  ] as const)(
    'refuses a %s order with 409 CANNOT_CANCEL, refunding nothing',
    async (status, message) => {
      const { order, paymentId } = await paidOrder({ status });
      const response = await cancel(order.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message, code: 'CANNOT_CANCEL', details: { status } });
      expect((await gateway.fetchPayment(paymentId)).amountRefundedInPaise).toBe(0);
      await expectUnchanged(order);
    },
  );

  it('answers 502 and changes nothing when the gateway refuses the refund', async () => {
    const { order, paymentId } = await paidOrder();
    // Refunded at the gateway already (e.g. from Razorpay's dashboard): a second refund is refused.
    await gateway.refundPayment(paymentId, (await gateway.fetchPayment(paymentId)).amountInPaise);
    const response = await cancel(order.id);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: REFUND_FAILED_MESSAGE,
      code: 'GATEWAY_ERROR',
      details: { gatewayCode: 'BAD_REQUEST_ERROR', gatewayDescription: expect.any(String) },
    });
    await expectUnchanged(order);
    expect(await history(order.id)).toEqual(['Placed']);
  });

  it('answers 502 and changes nothing when the gateway reports the refund failed', async () => {
    const { order } = await paidOrder();
    gateway.refundsFail = true;
    try {
      const response = await cancel(order.id);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'GATEWAY_ERROR' });
    } finally {
      gateway.refundsFail = false;
    }
    await expectUnchanged(order);
  });

  it('refuses to cancel a paid order that has no gateway payment to refund (409)', async () => {
    const { order } = await createOrder(db, { razorpayPaymentId: null });
    const response = await cancel(order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    await expectUnchanged(order);
  });

  it('refunds once when two cancels race: the second waits for the first, then 409', async () => {
    const { order, paymentId } = await paidOrder();
    const callsBefore = gateway.refundCalls;
    const held = gateway.holdNextRefund();
    const first = cancel(order.id);
    await held.arrived;
    // The first cancel is inside its refund, holding the order; the second must queue behind it
    // rather than refund again. The pause only gives it time to get there.
    const second = cancel(order.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    held.release();
    const answers = await Promise.all([first, second]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 409]);
    expect(answers[1]?.json()).toMatchObject({
      code: 'CANNOT_CANCEL',
      details: { status: 'Cancelled' },
    });
    expect(gateway.refundCalls - callsBefore).toBe(1);
    expect((await gateway.fetchPayment(paymentId)).amountRefundedInPaise).toBe(
      order.amountPaidInPaise,
    );
    expect(await history(order.id)).toEqual(['Placed', 'Cancelled']);
  });

  it('is what PUT /status with Cancelled does too', async () => {
    const { order, paymentId } = await paidOrder({ status: 'Processing' });
    const response = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      headers: ADMIN,
      payload: { status: 'Cancelled' },
    });
    expect(response.statusCode).toBe(200);
    expect(OrderSchema.parse(response.json())).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'Refunded',
    });
    expect((await gateway.fetchPayment(paymentId)).status).toBe('refunded');
  });

  it('answers 404 for unknown ids and 401/403 for non-admins, refunding nothing', async () => {
    expect((await cancel('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await cancel('x'.repeat(100))).statusCode).toBe(404);
    const { order, paymentId } = await paidOrder();
    expect((await cancel(order.id, {} as typeof ADMIN)).statusCode).toBe(401);
    expect((await cancel(order.id, CUSTOMER)).statusCode).toBe(403);
    expect((await gateway.fetchPayment(paymentId)).amountRefundedInPaise).toBe(0);
    await expectUnchanged(order);
  });
});

describe('cancel while Razorpay does not answer', () => {
  it('answers 502 with the refund message and leaves the order as it was', async () => {
    const { order } = await createOrder(down.database.db);
    const response = await down.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      message: REFUND_FAILED_MESSAGE,
      code: 'GATEWAY_ERROR',
      details: { gatewayCode: 'NETWORK_ERROR' },
    });
    const [row] = await down.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'Placed', paymentStatus: 'Completed' });
  });
});
