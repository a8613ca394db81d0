import { OrderSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { SimulatedGateway } from '../payments/simulated-gateway.ts';
import { orders } from './orders.tables.ts';

/** Fails the test if cancelling ever reaches the gateway: these orders have no payment there. */
class NoRefundGateway extends SimulatedGateway {
  refundCalls = 0;
  override async refundPayment(): Promise<never> {
    this.refundCalls += 1;
    throw new Error('the gateway was asked to refund an order it never took a payment for');
  }
}

const gateway = new NoRefundGateway('orders-cancel-by-hand-test');
const { app, database } = await buildTestApp({}, { authenticateAdmin, gateway });
const { db } = database;

const cancel = (id: string) =>
  app.inject({ method: 'PUT', url: `/api/orders/${id}/cancel`, headers: ADMIN });
const rowOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

describe('PUT /api/orders/{id}/cancel of orders paid outside the gateway', () => {
  it.each(['COD', 'Manual'])(
    'cancels a %s order still Pending without the gateway',
    async (method) => {
      const { order } = await createOrder(db, {
        paymentMethod: method,
        paymentStatus: 'Pending',
        razorpayPaymentId: null,
      });
      const response = await cancel(order.id);
      expect(response.statusCode).toBe(200);
      expect(OrderSchema.parse(response.json())).toMatchObject({
        status: 'Cancelled',
        paymentStatus: 'Pending',
      });
      expect(gateway.refundCalls).toBe(0);
    },
  );

  it.each([
    ['COD', 'paid in cash on delivery'],
    ['Manual', 'marked paid by hand'],
  ])(
    'refuses a Completed %s order (409): the refund is made by hand, nothing changes',
    async (method, how) => {
      const { order } = await createOrder(db, {
        paymentMethod: method,
        paymentStatus: 'Completed',
        razorpayPaymentId: null,
      });
      const response = await cancel(order.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining(how),
        details: { paymentMethod: method, paymentStatus: 'Completed' },
      });
      expect(response.json().message).toMatch(/Refund Rs\. [\d,]+\.\d\d to the shopper by hand\./);
      expect(await rowOf(order.id)).toMatchObject({
        status: order.status,
        paymentStatus: 'Completed',
      });
      expect(gateway.refundCalls).toBe(0);
    },
  );
});
