import { AdminReturnSchema, ErrorBodySchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createCampaign } from '../../testing/factories.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import { refundHelpers } from '../../testing/return-refund-kit.ts';
import { RETURNS_TEST_ENV, returnsHelpers } from '../../testing/returns-test-kit.ts';
import { documentSequences, returnCreditNotes } from '../invoices/invoices.tables.ts';
import { orders } from '../orders/orders.tables.ts';

// PUT /api/returns/{id}/refund (API.md § Returns and replacements; decision 054), against the
// real Razorpay gateway code and the fake Razorpay server: partial refunds of one payment, one
// credit note and one mail, parallel calls that refund once. Hand refunds and the credit note's
// PDF: returns.refund-by-hand.test.ts.

const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const context = await buildTestApp({ ...RETURNS_TEST_ENV, ...fake.env() }, { authenticateAdmin });
const { database } = context;
const { db } = database;
const { requestReturn, adminPut, mailsTo, eventsOf } = returnsHelpers(context);

const errorOf = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json());
const { refundCalls, paidOrder, returnReadyToRefund, refund, returnRow } = refundHelpers(
  context,
  fake,
);

describe('PUT /api/returns/{id}/refund', () => {
  it('refunds the returned units’ price, tax and discount share through the gateway, with a credit note and one mail', async () => {
    const coupon = await createCampaign(db, { discountBp: 1000 });
    const { order, token, itemIds, paymentId } = await paidOrder({
      campaign: coupon,
      lines: [
        { price: 549, quantity: 2, name: 'Carbon Fibre Obsidian' },
        { price: 899, name: 'Marble Arctic' },
      ],
    });
    const created = await returnReadyToRefund(order, token, [
      { itemId: itemIds[0] ?? '', quantity: 1 },
    ]);

    const response = await refund(created._id);
    expect(response.statusCode).toBe(200);
    const answer = AdminReturnSchema.parse(response.json());
    // Rs. 549 less its 10% share (54.90), plus 8% tax on 494.10 (39.53).
    expect(answer).toMatchObject({
      status: 'Refunded',
      refund: {
        amount: 533.63,
        creditNoteNumber: expect.stringMatching(/^CN\/\d{4}-\d{2}\/\d{6}$/),
      },
    });
    const payment = fake.payments.get(paymentId);
    expect(payment).toMatchObject({ amount_refunded: 53_363, status: 'captured' });
    const row = await returnRow(created._id);
    expect(row.refundInPaise).toBe(53_363);
    expect(row.gatewayRefundId).toMatch(/^rfnd_/);
    // The order keeps its invoice and payment status: only a cancel refunds it whole.
    const [orderRow] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(orderRow).toMatchObject({ paymentStatus: 'Completed', creditNoteNumber: null });

    const [mail, ...more] = await mailsTo(order.email, 'return-refunded');
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('Rs. 533.63');
    expect(mail?.text).toContain(row.gatewayRefundId ?? 'no refund id');
    expect(mail?.text).toContain(answer.refund?.creditNoteNumber ?? 'no credit note');
    const events = await eventsOf(created._id);
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'Received',
      toStatus: 'Refunded',
      actor: 'admin@example.in',
    });
  });

  it('gives an order’s returns back exactly what was paid once every unit has come back', async () => {
    const coupon = await createCampaign(db, { discountBp: 1250 });
    const { order, token, itemIds, paymentId } = await paidOrder({
      campaign: coupon,
      lines: [
        { price: 599.01, quantity: 3 },
        { price: 333.33, quantity: 1 },
      ],
    });
    const first = await returnReadyToRefund(order, token, [
      { itemId: itemIds[0] ?? '', quantity: 2 },
    ]);
    const second = await returnReadyToRefund(order, token, [
      { itemId: itemIds[0] ?? '', quantity: 1 },
      { itemId: itemIds[1] ?? '', quantity: 1 },
    ]);
    expect((await refund(first._id)).statusCode).toBe(200);
    expect((await refund(second._id)).statusCode).toBe(200);
    const refunds = [
      (await returnRow(first._id)).refundInPaise,
      (await returnRow(second._id)).refundInPaise,
    ];
    expect((refunds[0] ?? 0) + (refunds[1] ?? 0)).toBe(order.amountPaidInPaise);
    expect(fake.payments.get(paymentId)).toMatchObject({
      amount_refunded: order.amountPaidInPaise,
      status: 'refunded',
    });
  });

  it('prices two returns of one order refunded at the same time one after the other', async () => {
    // Charged Rs. 1,941 for 1,941.08: priced alone, each return would miss the round off.
    const coupon = await createCampaign(db, { discountBp: 1000 });
    const { order, token, itemIds, paymentId } = await paidOrder({
      campaign: coupon,
      lines: [{ price: 549, quantity: 2 }, { price: 899 }],
    });
    const first = await returnReadyToRefund(order, token, [
      { itemId: itemIds[0] ?? '', quantity: 2 },
    ]);
    const second = await returnReadyToRefund(order, token, [
      { itemId: itemIds[1] ?? '', quantity: 1 },
    ]);
    const answers = await Promise.all([refund(first._id), refund(second._id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const refunds = [
      (await returnRow(first._id)).refundInPaise,
      (await returnRow(second._id)).refundInPaise,
    ];
    expect((refunds[0] ?? 0) + (refunds[1] ?? 0)).toBe(194_100);
    expect(fake.payments.get(paymentId)?.amount_refunded).toBe(194_100);
  });

  it('refunds once for 10 parallel calls: one gateway refund, one credit note, one mail', async () => {
    const { order, token, itemIds } = await paidOrder({ lines: [{ price: 799, quantity: 2 }] });
    const created = await returnReadyToRefund(order, token, [
      { itemId: itemIds[0] ?? '', quantity: 1 },
    ]);
    const before = refundCalls();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(created._id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(refundCalls() - before).toBe(1);
    const notes = await db
      .select()
      .from(returnCreditNotes)
      .where(eq(returnCreditNotes.returnId, created._id));
    expect(notes).toHaveLength(1);
    expect(await mailsTo(order.email, 'return-refunded')).toHaveLength(1);
  });

  it('refunds less when asked, and refuses more than the lines are worth with 400 on amount', async () => {
    const { order, token, itemIds, paymentId } = await paidOrder({ lines: [{ price: 1000 }] });
    const created = await returnReadyToRefund(order, token, [
      { itemId: itemIds[0] ?? '', quantity: 1 },
    ]);
    const tooMuch = await refund(created._id, { amount: 1080.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch).details?.fields).toEqual({
      amount: 'The refund can be at most Rs. 1,080.00: these items’ price, tax and discount share.',
    });
    expect((await returnRow(created._id)).status).toBe('Received');

    const less = await refund(created._id, { amount: 540 });
    expect(less.statusCode).toBe(200);
    expect(AdminReturnSchema.parse(less.json()).refund?.amount).toBe(540);
    expect(fake.payments.get(paymentId)?.amount_refunded).toBe(54_000);
    const [note] = await db
      .select()
      .from(returnCreditNotes)
      .where(eq(returnCreditNotes.returnId, created._id));
    // Rs. 540 holds its tax in the full refund's proportion: 80 of 1,080 → 40.00.
    expect(note?.figures).toMatchObject({
      amountInPaise: 54_000,
      taxInPaise: 4_000,
      taxableInPaise: 50_000,
    });
  });

  it('refuses an amount that is no rupee figure with 400, before any refund', async () => {
    const { order, token, itemIds } = await paidOrder();
    const created = await returnReadyToRefund(order, token, [
      { itemId: itemIds[0] ?? '', quantity: 1 },
    ]);
    const before = refundCalls();
    for (const amount of [0, -1, 1.001, '100', null]) {
      const response = await refund(created._id, { amount });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorOf(response).details?.fields ?? {})).toEqual(['amount']);
    }
    expect(refundCalls()).toBe(before);
    expect((await returnRow(created._id)).status).toBe('Received');
  });

  it('refunds an approved misprint without waiting for it, but an unused return only once received', async () => {
    const { order, token, itemIds } = await paidOrder({ lines: [{ quantity: 2 }] });
    const misprint = await requestReturn(order.id, token, itemIds, { resolution: 'Refund' });
    expect((await refund(misprint._id)).statusCode).toBe(409);
    expect((await adminPut(`/api/returns/${misprint._id}/approve`)).statusCode).toBe(200);
    expect((await refund(misprint._id)).statusCode).toBe(200);

    const unused = await requestReturn(order.id, token, itemIds, {
      reason: 'ChangedMind',
      resolution: 'Refund',
      photoIds: [],
    });
    expect((await adminPut(`/api/returns/${unused._id}/approve`)).statusCode).toBe(200);
    const early = await refund(unused._id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('CONFLICT');
    expect((await returnRow(unused._id)).status).toBe('Approved');
  });

  it('is 404 for an unknown return or an id that is no UUID, and 401 without an admin', async () => {
    expect((await refund('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await refund('not-a-uuid')).statusCode).toBe(404);
    const anonymous = await adminPut(
      '/api/returns/00000000-0000-4000-8000-000000000000/refund',
      {},
      {},
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('rolls everything back when the gateway refuses: no refund, no credit note number used, 502', async () => {
    const { order, token, itemIds } = await paidOrder({ lines: [{ price: 700 }] });
    const created = await returnReadyToRefund(order, token, [
      { itemId: itemIds[0] ?? '', quantity: 1 },
    ]);
    const numbersBefore = await creditNoteNumbersIssued();
    fake.setOutage('server-error');
    const refused = await refund(created._id).finally(() => fake.setOutage(null));
    expect(refused.statusCode).toBe(502);
    expect(errorOf(refused).code).toBe('GATEWAY_ERROR');
    expect(await returnRow(created._id)).toMatchObject({
      status: 'Received',
      refundInPaise: null,
      creditNoteNumber: null,
    });
    expect(await creditNoteNumbersIssued()).toBe(numbersBefore);
    expect(await mailsTo(order.email, 'return-refunded')).toHaveLength(0);
    expect((await refund(created._id)).statusCode).toBe(200);
  });
});

async function creditNoteNumbersIssued(): Promise<number> {
  const rows = await db
    .select({ last: documentSequences.lastNumber })
    .from(documentSequences)
    .where(eq(documentSequences.kind, 'credit-note'));
  return Math.max(0, ...rows.map((row) => row.last));
}
