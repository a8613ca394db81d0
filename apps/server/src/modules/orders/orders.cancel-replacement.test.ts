import { OrderSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { fulfilmentHelpers, PUBLIC_URL, SECRET } from '../../testing/fulfilment-test-kit.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import { SimulatedGateway } from '../payments/simulated-gateway.ts';
import { orderItems, orders } from './orders.tables.ts';
import { insertReplacementOrder } from './return-settlement.ts';

// PUT /api/orders/{id}/cancel of an order with nothing paid but `Completed` (decision 054): a
// replacement a courier lost cancels with no refund, no credit note and the cancelled mail.

/** Counts the gateway's refunds: a replacement took no payment there, so none is asked. */
class CountingGateway extends SimulatedGateway {
  refundCalls = 0;
  override async refundPayment(): Promise<never> {
    this.refundCalls += 1;
    throw new Error('the gateway was asked to refund an order with nothing paid');
  }
}

const gateway = new CountingGateway('orders-cancel-replacement-test');
const context = await buildTestApp(
  { APP_SECRET: SECRET, PUBLIC_URL },
  { authenticateAdmin, gateway },
);
const { db } = context.database;
const { orderIn, put, mailsTo, eventsOf } = fulfilmentHelpers(context);

const rowOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

/** A delivered, invoiced order and a shipped replacement of its first line. */
async function shippedReplacement() {
  const { order } = await orderIn({ status: 'Delivered', paymentStatus: 'Completed' });
  const replacement = await db.transaction(async (tx) => {
    const [line] = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    if (!line) throw new Error('the order has no line');
    return insertReplacementOrder(
      tx,
      { publicUrl: PUBLIC_URL, secret: SECRET },
      {
        originalOrderId: order.id,
        lines: [{ itemId: line.id, quantity: 1 }],
        shipment: { courier: 'Delhivery', trackingNumber: 'DLV555000111' },
        actor: 'admin@example.in',
        note: 'Replacement for return R1001',
      },
    );
  });
  return { order, replacement };
}

describe('PUT /api/orders/{id}/cancel of a replacement', () => {
  it('cancels it once with no refund, no credit note and the cancelled mail', async () => {
    const { order, replacement } = await shippedReplacement();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => put(`/api/orders/${replacement.orderId}/cancel`)),
    );
    const codes = answers.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const cancelled = OrderSchema.parse(answers.find((r) => r.statusCode === 200)?.json());
    // Nothing was paid, so nothing is marked refunded.
    expect(cancelled).toMatchObject({ status: 'Cancelled', paymentStatus: 'Completed' });
    expect(gateway.refundCalls).toBe(0);
    expect(await rowOf(replacement.orderId)).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'Completed',
      razorpayRefundId: null,
      invoiceNumber: null,
      creditNoteNumber: null,
      creditedAt: null,
    });
    expect((await eventsOf(replacement.orderId)).at(-1)).toMatchObject({
      status: 'Cancelled',
      actor: 'admin@example.in',
    });

    expect(await mailsTo(order.email, 'order-refunded')).toHaveLength(0);
    const mails = (await mailsTo(order.email, 'order-cancelled')).filter(
      (mail) => mail.orderId === replacement.orderId,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your Skins order #${replacement.number} is cancelled`);
    expect(mails[0]?.text).toContain(
      'It was a replacement we sent free of charge, so there is nothing to refund.',
    );
    expect(mails[0]?.text).not.toContain('refunded');

    // The original order is untouched: still delivered, its invoice standing, no credit note.
    expect(await rowOf(order.id)).toMatchObject({
      status: 'Delivered',
      paymentStatus: 'Completed',
      invoiceNumber: order.invoiceNumber,
      creditNoteNumber: null,
    });
  });

  it('still refuses a Completed manual order with money paid: that refund is made by hand', async () => {
    const { order } = await orderIn({
      paymentMethod: 'Manual',
      paymentStatus: 'Completed',
      razorpayPaymentId: null,
    });
    expect(order.amountPaidInPaise).toBeGreaterThan(0);
    const response = await put(`/api/orders/${order.id}/cancel`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Refund Rs.');
    expect(await rowOf(order.id)).toMatchObject({ status: order.status, creditNoteNumber: null });
    expect(gateway.refundCalls).toBe(0);
  });
});
