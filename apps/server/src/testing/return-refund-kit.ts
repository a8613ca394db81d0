// Shared by the return refund tests (modules/returns/returns.refund*.test.ts): orders paid through
// the fake Razorpay, returns brought to where a refund may be made, and the refund call.
import { eq } from 'drizzle-orm';
import { orders } from '../modules/orders/orders.tables.ts';
import { returns } from '../modules/returns/returns.tables.ts';
import type { TestContext } from './build-test-app.ts';
import type { OrderOverrides } from './factories.ts';
import type { FakeRazorpay } from './fake-razorpay.ts';
import { returnsHelpers } from './returns-test-kit.ts';

export function refundHelpers(context: TestContext, fake: FakeRazorpay) {
  const { app, database } = context;
  const { db } = database;
  const { deliveredOrder, returnReadyToRefund, adminPut } = returnsHelpers(context);

  /** Refunds the shop asked the fake Razorpay for so far. */
  const refundCalls = () => fake.callsTo('POST', /^\/v1\/payments\/[^/]+\/refund$/).length;

  /** A delivered order paid through the fake Razorpay, its payment captured for what was paid. */
  async function paidOrder(overrides: OrderOverrides = {}) {
    const placed = await deliveredOrder({ ...overrides, razorpayPaymentId: null });
    const gatewayOrder = await app.gateway.createOrder({
      amountInPaise: placed.order.amountPaidInPaise,
      currency: 'INR',
      receipt: `order-${placed.order.number}`,
    });
    const paymentId = fake.pay(gatewayOrder.id).razorpay_payment_id;
    await db
      .update(orders)
      .set({ razorpayPaymentId: paymentId })
      .where(eq(orders.id, placed.order.id));
    return { ...placed, paymentId };
  }

  const refund = (id: string, payload: object = {}) =>
    adminPut(`/api/returns/${id}/refund`, payload);

  async function returnRow(id: string) {
    const [row] = await db.select().from(returns).where(eq(returns.id, id));
    if (!row) throw new Error(`no return ${id}`);
    return row;
  }

  return { refundCalls, paidOrder, returnReadyToRefund, refund, returnRow };
}
