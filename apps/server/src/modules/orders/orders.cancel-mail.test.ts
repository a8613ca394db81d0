import { OrderSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { fulfilmentHelpers, PUBLIC_URL, SECRET } from '../../testing/fulfilment-test-kit.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import { orderDocumentUrl, orderTrackingUrl } from './order-token.ts';
import { orders } from './orders.tables.ts';

// API.md § Orders after payment: a cancel request received and declined, and a cancel, each
// mailed once, in the transaction of the change it reports. Shipping and delivering:
// orders.fulfilment.test.ts.

const context = await buildTestApp({ APP_SECRET: SECRET, PUBLIC_URL }, { authenticateAdmin });
const { app, database } = context;
const { db } = database;
const { orderIn, put, mailsTo, eventsOf } = fulfilmentHelpers(context);

const decline = (id: string, reason: string) => put(`/api/orders/${id}/decline-cancel`, { reason });

describe('cancel requests', () => {
  it('mails the request received, then the decline with its reason, back to Processing', async () => {
    const { order, token } = await orderIn({ status: 'Processing' });
    const requests = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({
          method: 'PUT',
          url: `/api/orders/${order.id}/request-cancel`,
          headers: { 'x-order-token': token },
        }),
      ),
    );
    expect(requests.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await mailsTo(order.email, 'cancel-requested')).toHaveLength(1);

    const reason = 'Your skins were already printed & packed.';
    const declines = await Promise.all(Array.from({ length: 5 }, () => decline(order.id, reason)));
    const codes = declines.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const declined = OrderSchema.parse(
      declines.find((response) => response.statusCode === 200)?.json(),
    );
    expect(declined.status).toBe('Processing');

    const mails = await mailsTo(order.email, 'cancel-declined');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(reason);
    expect(mails[0]?.html).toContain('Your skins were already printed &amp; packed.');
    expect(mails[0]?.text).toContain(orderTrackingUrl(PUBLIC_URL, order.id, token));
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      status: 'Processing',
      actor: 'admin@example.in',
      note: `Cancel request declined: ${reason}`,
    });
  });

  it('puts a Placed order back to Placed, and refuses an order with no request', async () => {
    const { order, token } = await orderIn();
    await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/request-cancel`,
      headers: { 'x-order-token': token },
    });
    const response = await decline(order.id, 'Made to order');
    expect(response.statusCode).toBe(200);
    expect(OrderSchema.parse(response.json()).status).toBe('Placed');

    const { order: other } = await orderIn({ status: 'Processing' });
    const refused = await decline(other.id, 'No request');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This order has no cancel request waiting.' });
    expect((await decline(other.id, '   ')).statusCode).toBe(400);
    expect(await mailsTo(other.email)).toHaveLength(0);
  });
});

describe('cancelling mails the shopper once', () => {
  it('an unpaid order: the cancelled mail', async () => {
    const { order } = await orderIn({ paymentMethod: 'Manual', paymentStatus: 'Pending' });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => put(`/api/orders/${order.id}/cancel`)),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-cancelled']);
    expect(mails[0]?.text).toContain(`#${order.number}`);
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      status: 'Cancelled',
      actor: 'admin@example.in',
    });
  });

  it('a paid order: the refunded mail with the amount, the refund id and the 5–7 working days', async () => {
    const { order, token } = await orderIn({ status: 'CancelRequested' });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => put(`/api/orders/${order.id}/cancel`)),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-refunded']);
    const text = mails[0]?.text ?? '';
    expect(text).toContain(`#${order.number}`);
    expect(text).toMatch(/Refund reference: rfnd_\w+/);
    expect(text).toContain('5–7 working days');
    expect(text).toContain(orderTrackingUrl(PUBLIC_URL, order.id, token));
    // The credit note numbered in the refund's transaction, one click away.
    const [refunded] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(refunded?.creditNoteNumber).toMatch(/^CN\/\d{4}-\d{2}\/\d{6}$/);
    expect(text).toContain(
      `Credit note: ${orderDocumentUrl(PUBLIC_URL, order.id, token, 'credit-note')}`,
    );
    expect(mails[0]?.html).toContain(`Download your credit note ${refunded?.creditNoteNumber}`);
    const rupees = (order.amountPaidInPaise / 100).toLocaleString('en-IN', {
      minimumFractionDigits: 2,
    });
    expect(text).toContain(rupees);
  });
});
