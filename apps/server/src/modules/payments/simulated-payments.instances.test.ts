import { OrderSchema, SimulatedHandlerResponseSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { testConfig } from '../../testing/build-test-app.ts';
import { checkoutRequest, countRows, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { paymentCalls } from '../../testing/payment-calls.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { orders } from '../orders/orders.tables.ts';
import { simulatedGatewayPayments } from './simulated-gateway.tables.ts';

// Two instances of the shop in demo mode (no Razorpay keys) behind a load balancer: one database,
// one APP_SECRET. On PostgreSQL the second has its own connections; PGlite is one connection.
const database = await createTestDatabase();
const otherDatabase = database.url
  ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 })
  : database;
const config = testConfig({ APP_SECRET: 'simulated-payments-on-two-instances-0123456789' });
const first = await buildApp({ config, database, authenticateAdmin });
const second = await buildApp({ config, database: otherDatabase, authenticateAdmin });
afterAll(async () => {
  await first.close();
  await second.close();
  if (otherDatabase !== database) await otherDatabase.close();
  await database.dispose();
});

const simulate = (app: App, razorpayOrderId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/simulate',
    payload: { razorpayOrderId, outcome: 'success' },
  });
const cancel = (app: App, orderId: string) =>
  app.inject({ method: 'PUT', url: `/api/orders/${orderId}/cancel`, headers: ADMIN });

/** Opened on the first instance, paid in the test dialog served by the second. */
async function payAcrossInstances(email: string) {
  const product = await createProduct(database.db, { price: 549 });
  const { razorpayOrderId } = await paymentCalls(first).openOrder(
    checkoutRequest([{ product }], { email }),
  );
  const paid = await simulate(second, razorpayOrderId);
  expect(paid.statusCode, paid.body).toBe(200);
  return SimulatedHandlerResponseSchema.parse(paid.json());
}

describe('simulated payments on two shop instances', () => {
  it('pays an order opened on one instance through the other, and records it once', async () => {
    const email = uniqueEmail();
    const handler = await payAcrossInstances(email);

    const verified = await paymentCalls(first).verify(handler);
    const again = await paymentCalls(second).verify(handler);

    expect(verified.statusCode, verified.body).toBe(200);
    expect(again.json()).toMatchObject({ success: true, orderId: verified.json().orderId });
    expect(await countRows(database.db, orders, eq(orders.email, email))).toBe(1);
    expect((await simulate(first, handler.razorpay_order_id)).statusCode).toBe(404);
  });

  it('cancels a paid order on the other instance, refunding it at the gateway once', async () => {
    const handler = await payAcrossInstances(uniqueEmail());
    const { orderId } = (await paymentCalls(first).verify(handler)).json<{ orderId: string }>();

    const cancelled = await cancel(second, orderId);

    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(OrderSchema.parse(cancelled.json())).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'Refunded',
    });
    expect((await cancel(first, orderId)).statusCode).toBe(409);
    const [payment] = await database.db
      .select()
      .from(simulatedGatewayPayments)
      .where(eq(simulatedGatewayPayments.id, handler.razorpay_payment_id));
    expect(payment).toMatchObject({ status: 'refunded', amountRefundedInPaise: 59_300 });
  });
});
