import { SimulatedHandlerResponseSchema, shopFinancialYear } from '@skins/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutRequest, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, capturedPayment } from '../../testing/order-test-kit.ts';
import { paymentCalls } from '../../testing/payment-calls.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { SimulatedGateway } from '../payments/simulated-gateway.ts';
import { documentSequences } from './invoices.tables.ts';
import {
  documentNumberInStatement,
  formatDocumentNumber,
  nextDocumentNumber,
} from './numbering.ts';

const gateway = new SimulatedGateway('invoice-numbering-test');
const { app, database } = await buildTestApp({}, { authenticateAdmin, gateway });
const { db } = database;
const { openOrder } = paymentCalls(app);
const year = () => shopFinancialYear(new Date());

const numberOf = (document: string | null) => Number(document?.split('/')[2]);

async function invoiceOf(id: string) {
  const [row] = await db
    .select({ invoiceNumber: orders.invoiceNumber, creditNoteNumber: orders.creditNoteNumber })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

/** create-order and a successful simulated payment: what Checkout's handler would hand back. */
async function paidCheckout(price: number) {
  const product = await createProduct(db, { price });
  const created = await openOrder(checkoutRequest([{ product }], { email: uniqueEmail() }));
  const simulated = await app.inject({
    method: 'POST',
    url: '/api/payments/simulate',
    payload: { razorpayOrderId: created.razorpayOrderId, outcome: 'success' },
  });
  return SimulatedHandlerResponseSchema.parse(simulated.json());
}

describe('invoice numbers', () => {
  it('gives 50 concurrent verified payments the numbers 1 to 50 of the year: no gap, no twice', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => paidCheckout(500 + i)));
    const verified = await Promise.all(
      results.map((result) =>
        app.inject({
          method: 'POST',
          url: '/api/payments/verify-payment',
          payload: {
            razorpayPaymentId: result.razorpay_payment_id,
            razorpayOrderId: result.razorpay_order_id,
            razorpaySignature: result.razorpay_signature,
          },
        }),
      ),
    );
    const ids = verified.map((response) => {
      expect(response.statusCode).toBe(200);
      return response.json().orderId as string;
    });
    const rows = await db
      .select({ invoiceNumber: orders.invoiceNumber })
      .from(orders)
      .where(inArray(orders.id, ids));
    const numbers = rows.map((row) => row.invoiceNumber);
    expect(numbers.every((n) => n?.startsWith(`INV/${year()}/`))).toBe(true);
    expect(numbers.map(numberOf).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    // Each confirmation mail carries its own invoice's link, the token in it.
    const [first] = verified;
    if (!first) throw new Error('no payment was verified');
    const { orderId, token } = first.json() as { orderId: string; token: string };
    const link = `/api/orders/${orderId}/invoice.pdf?${new URLSearchParams({ token })}`;
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order-confirmation'));
    expect(mails).toHaveLength(50);
    expect(mails.filter((mail) => mail.text.includes(link))).toHaveLength(1);
  });

  it('numbers a manual order when it is marked paid, once, and not while it waits', async () => {
    const { order, token } = await createOrder(db, {
      paymentMethod: 'Manual',
      paymentStatus: 'Pending',
    });
    expect(order.invoiceNumber).toBeNull();
    const markPaid = () =>
      app.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}/payment`,
        headers: ADMIN,
        payload: { paymentStatus: 'Completed' },
      });
    expect((await markPaid()).statusCode).toBe(200);
    const first = await invoiceOf(order.id);
    expect(first?.invoiceNumber).toMatch(new RegExp(`^INV/${year()}/\\d{6}$`));
    expect((await markPaid()).statusCode).toBe(200);
    expect(await invoiceOf(order.id)).toEqual(first);
    const tracked = await app.inject({ method: 'GET', url: `/api/orders/track-order/${order.id}` });
    expect(tracked.json().invoiceNumber).toBe(first?.invoiceNumber);
    expect(token).toBeTypeOf('string');
  });

  it('numbers a credit note when a paid order is refunded, and none for an unpaid cancel', async () => {
    const paymentId = await capturedPayment(gateway, 59_300);
    const { order } = await createOrder(db, {
      razorpayPaymentId: paymentId,
      lines: [{ price: 549 }],
    });
    const unpaid = await createOrder(db, { paymentMethod: 'Manual', paymentStatus: 'Pending' });
    for (const id of [order.id, unpaid.order.id]) {
      const cancelled = await app.inject({
        method: 'PUT',
        url: `/api/orders/${id}/status`,
        headers: ADMIN,
        payload: { status: 'Cancelled' },
      });
      expect(cancelled.statusCode).toBe(200);
    }
    const refunded = await invoiceOf(order.id);
    expect(refunded?.invoiceNumber).toBe(order.invoiceNumber);
    expect(refunded?.creditNoteNumber).toMatch(new RegExp(`^CN/${year()}/\\d{6}$`));
    expect(await invoiceOf(unpaid.order.id)).toEqual({
      invoiceNumber: null,
      creditNoteNumber: null,
    });
    const answer = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: ADMIN,
    });
    expect(answer.json()).toMatchObject({
      invoiceNumber: order.invoiceNumber,
      creditNoteNumber: refunded?.creditNoteNumber,
    });
  });
});

describe('nextDocumentNumber', () => {
  const take = (kind: 'invoice' | 'credit-note', at: string) =>
    db.transaction((tx) => nextDocumentNumber(tx, kind, new Date(at)));

  it('starts a new year at 1 April, midnight India time', async () => {
    expect(await take('invoice', '2040-03-31T23:59:59+05:30')).toBe('INV/2039-40/000001');
    expect(await take('invoice', '2040-04-01T00:00:00+05:30')).toBe('INV/2040-41/000001');
    expect(await take('invoice', '2040-03-31T23:59:00+05:30')).toBe('INV/2039-40/000002');
    expect(await take('invoice', '2040-04-01T00:00:01+05:30')).toBe('INV/2040-41/000002');
    // Credit notes count on their own.
    expect(await take('credit-note', '2040-04-02T10:00:00+05:30')).toBe('CN/2040-41/000001');
  });

  it('gives back the number of a transaction that rolls back: the year stays gap-free', async () => {
    const at = '2041-06-01T12:00:00+05:30';
    expect(await take('invoice', at)).toBe('INV/2041-42/000001');
    await expect(
      db.transaction(async (tx) => {
        await nextDocumentNumber(tx, 'invoice', new Date(at));
        throw new Error('the payment failed after numbering');
      }),
    ).rejects.toThrow('the payment failed after numbering');
    expect(await take('invoice', at)).toBe('INV/2041-42/000002');
  });

  it('pads to six digits', () => {
    expect(formatDocumentNumber('invoice', '2026-27', 123)).toBe('INV/2026-27/000123');
    expect(formatDocumentNumber('credit-note', '2026-27', 1)).toBe('CN/2026-27/000001');
  });
});

describe('documentNumberInStatement', () => {
  /** Takes a number the way insertOrder does: the upsert as a CTE, the number read from it. */
  const takeInStatement = (kind: 'invoice' | 'credit-note', at: string) =>
    db.transaction(async (tx) => {
      const { next, number } = documentNumberInStatement(tx, kind, new Date(at));
      const [row] = await tx.with(next).select({ number }).from(sql`(select 1) as one`);
      return row?.number;
    });

  it('takes the same numbers as nextDocumentNumber, from the same sequence, formatted alike', async () => {
    const at = '2042-05-01T12:00:00+05:30';
    expect(await takeInStatement('invoice', at)).toBe('INV/2042-43/000001');
    expect(await db.transaction((tx) => nextDocumentNumber(tx, 'invoice', new Date(at)))).toBe(
      'INV/2042-43/000002',
    );
    expect(await takeInStatement('invoice', at)).toBe('INV/2042-43/000003');
    expect(await takeInStatement('credit-note', at)).toBe('CN/2042-43/000001');
  });

  it('keeps every digit past 999 999, as formatDocumentNumber does', async () => {
    const at = '2043-05-01T12:00:00+05:30';
    expect(await takeInStatement('invoice', at)).toBe('INV/2043-44/000001');
    await db
      .update(documentSequences)
      .set({ lastNumber: 1_234_566 })
      .where(
        and(eq(documentSequences.kind, 'invoice'), eq(documentSequences.financialYear, '2043-44')),
      );
    expect(await takeInStatement('invoice', at)).toBe(
      formatDocumentNumber('invoice', '2043-44', 1_234_567),
    );
    expect(formatDocumentNumber('invoice', '2043-44', 1_234_567)).toBe('INV/2043-44/1234567');
  });
});
