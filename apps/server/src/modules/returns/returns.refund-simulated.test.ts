import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import { RETURNS_TEST_ENV, returnsHelpers } from '../../testing/returns-test-kit.ts';
import { orders } from '../orders/orders.tables.ts';
import { SimulatedGateway } from '../payments/simulated-gateway.ts';
import { returns } from './returns.tables.ts';

// A return's refund through the simulated gateway (the demo shop's, and the e2e's), whose books
// are in the database: it must refund inside the refund's own transaction (PGlite has one
// connection) and keep partial refunds of one payment within what was captured (decision 054).

const context = await buildTestApp(RETURNS_TEST_ENV, { authenticateAdmin });
const { app, database } = context;
const { db } = database;
const { deliveredOrder, requestReturn, adminPut } = returnsHelpers(context);
// The app's own: without Razorpay keys, the simulated gateway keeping its books in the database.
const gateway = ((candidate: unknown) => {
  if (!(candidate instanceof SimulatedGateway)) throw new Error('expected the simulated gateway');
  return candidate;
})(app.gateway);

async function paidOrder() {
  const placed = await deliveredOrder({ razorpayPaymentId: null, lines: [{ quantity: 3 }] });
  const gatewayOrder = await app.gateway.createOrder({
    amountInPaise: placed.order.amountPaidInPaise,
    currency: 'INR',
    receipt: 'test',
  });
  const paid = await gateway.simulatePayment(gatewayOrder.id, 'success');
  if (paid?.outcome !== 'success') throw new Error('the simulated payment did not succeed');
  await db
    .update(orders)
    .set({ razorpayPaymentId: paid.paymentId })
    .where(eq(orders.id, placed.order.id));
  return { ...placed, paymentId: paid.paymentId };
}

/** A misprint of one unit, approved for a refund: nothing has to come back first. */
async function approvedMisprint(order: { id: string }, token: string, itemIds: string[]) {
  const created = await requestReturn(order.id, token, itemIds, { resolution: 'Refund' });
  expect((await adminPut(`/api/returns/${created._id}/approve`)).statusCode).toBe(200);
  return created;
}

describe('a return’s refund through the simulated gateway', () => {
  it('refunds each return in part, once under parallel calls, and the whole order to what was paid', async () => {
    const { order, token, itemIds, paymentId } = await paidOrder();
    const returned = [];
    for (let unit = 0; unit < 3; unit += 1) {
      const created = await approvedMisprint(order, token, itemIds);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => adminPut(`/api/returns/${created._id}/refund`, {})),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      returned.push(created._id);
      const payment = await app.gateway.fetchPayment(paymentId);
      expect(payment.status).toBe(unit < 2 ? 'captured' : 'refunded');
    }
    const rows = await db.select().from(returns).where(eq(returns.orderId, order.id));
    const refunded = rows.reduce((sum, row) => sum + (row.refundInPaise ?? 0), 0);
    expect(refunded).toBe(order.amountPaidInPaise);
    expect((await app.gateway.fetchPayment(paymentId)).amountRefundedInPaise).toBe(refunded);
  });
});
