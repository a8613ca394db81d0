import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AdminReturnSchema, ErrorBodySchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createCampaign, type OrderOverrides } from '../../testing/factories.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import { RETURNS_TEST_ENV, returnsHelpers } from '../../testing/returns-test-kit.ts';
import { documentSequences, returnCreditNotes } from '../invoices/invoices.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { returns } from './returns.tables.ts';

// PUT /api/returns/{id}/refund (API.md § Returns and replacements; decision 054), against the
// real Razorpay gateway code and the fake Razorpay server: partial refunds of one payment, the
// credit note for the returned lines, one mail, and parallel calls that refund once.

const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const context = await buildTestApp({ ...RETURNS_TEST_ENV, ...fake.env() }, { authenticateAdmin });
const { app, database } = context;
const { db } = database;
const { deliveredOrder, requestReturn, adminPut, mailsTo, eventsOf } = returnsHelpers(context);

const errorOf = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json());
const refundCalls = () => fake.callsTo('POST', /^\/v1\/payments\/[^/]+\/refund$/).length;

/** A delivered order paid through the fake Razorpay: its payment is captured for what it was paid. */
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

/** A return of these units, approved, and received when the goods must come back first. */
async function returnReadyToRefund(
  order: { id: string },
  token: string,
  lines: { itemId: string; quantity: number }[],
  reason: 'ChangedMind' | 'Misprint' = 'ChangedMind',
) {
  const created = await requestReturn(order.id, token, [], {
    lines,
    reason,
    resolution: 'Refund',
    ...(reason === 'ChangedMind' ? { photoIds: [] } : {}),
  });
  expect((await adminPut(`/api/returns/${created._id}/approve`)).statusCode).toBe(200);
  if (reason === 'ChangedMind') {
    expect((await adminPut(`/api/returns/${created._id}/receive`)).statusCode).toBe(200);
  }
  return created;
}

const refund = (id: string, payload: object = {}) => adminPut(`/api/returns/${id}/refund`, payload);

async function returnRow(id: string) {
  const [row] = await db.select().from(returns).where(eq(returns.id, id));
  if (!row) throw new Error(`no return ${id}`);
  return row;
}

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

describe('a cash-on-delivery order’s return', () => {
  it('needs the hand refund’s reference, records it, and calls no gateway', async () => {
    const { order, token, itemIds } = await deliveredOrder({
      paymentMethod: 'COD',
      razorpayPaymentId: null,
      lines: [{ price: 649 }],
    });
    const created = await returnReadyToRefund(order, token, [
      { itemId: itemIds[0] ?? '', quantity: 1 },
    ]);
    const before = refundCalls();
    const missing = await refund(created._id);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(errorOf(missing).details?.fields ?? {})).toEqual(['reference']);
    expect((await returnRow(created._id)).status).toBe('Received');

    const done = await refund(created._id, { reference: 'UPI 412345678901' });
    expect(done.statusCode).toBe(200);
    expect(AdminReturnSchema.parse(done.json()).refund).toMatchObject({
      // The whole order came back: what was paid, in whole rupees (700.92 charged as 701).
      amount: 701,
      reference: 'UPI 412345678901',
      creditNoteNumber: expect.stringMatching(/^CN\//),
    });
    expect(refundCalls()).toBe(before);
    const [mail] = await mailsTo(order.email, 'return-refunded');
    expect(mail?.text).toContain('UPI 412345678901');
  });

  it('is 409 while the order is not marked paid, and refunds nothing', async () => {
    const { order, token, itemIds } = await deliveredOrder({
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
      razorpayPaymentId: null,
    });
    const created = await returnReadyToRefund(order, token, [
      { itemId: itemIds[0] ?? '', quantity: 1 },
    ]);
    const refused = await refund(created._id, { reference: 'UPI 1' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'This order is not marked paid, so there is nothing to refund yet. Mark it paid first.',
    );
    expect((await returnRow(created._id)).status).toBe('Received');
  });
});

describe('a return’s credit note', () => {
  const pdfText = (bytes: Buffer) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'credit-note-'));
    try {
      const file = path.join(dir, 'note.pdf');
      writeFileSync(file, bytes);
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('prints only the returned lines at what was refunded, for the order’s token or an admin', async () => {
    const { order, token, itemIds } = await paidOrder({
      lines: [
        { price: 549, quantity: 2, name: 'Carbon Fibre Obsidian' },
        { price: 899, name: 'Marble Arctic' },
      ],
    });
    const created = await returnReadyToRefund(order, token, [
      { itemId: itemIds[1] ?? '', quantity: 1 },
    ]);
    const answer = AdminReturnSchema.parse((await refund(created._id)).json());
    const url = `/api/orders/${order.id}/credit-note.pdf`;
    const withReturn = `${url}?return=${created._id}`;
    const response = await app.inject({
      method: 'GET',
      url: withReturn,
      headers: { 'x-order-token': token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain(answer.refund?.creditNoteNumber ?? 'no number');
    expect(text).toContain(`return ${created.number}`);
    expect(text).toContain(order.invoiceNumber ?? 'no invoice');
    expect(text).toContain('Marble Arctic');
    expect(text).not.toContain('Carbon Fibre Obsidian');
    // 899 + 8% = 970.92, CGST and SGST halves within Karnataka.
    expect(text).toMatch(/Amount refunded.*₹970\.92/);
    expect(text).toMatch(/CGST 4%.*₹35\.96/);

    // Without `return`, the order's latest return's note; for an admin too.
    const plain = await app.inject({ method: 'GET', url, headers: { 'x-order-token': token } });
    expect(plain.rawPayload.equals(response.rawPayload)).toBe(true);
    const admin = await app.inject({
      method: 'GET',
      url: withReturn,
      headers: { authorization: 'Bearer test-admin' },
    });
    expect(admin.statusCode).toBe(200);
    for (const denied of [
      await app.inject({ method: 'GET', url: withReturn }),
      await app.inject({
        method: 'GET',
        url: `${url}?return=00000000-0000-4000-8000-000000000000`,
        headers: { 'x-order-token': token },
      }),
    ]) {
      expect(denied.statusCode).toBe(404);
    }
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${url}?return=nope`,
          headers: { 'x-order-token': token },
        })
      ).statusCode,
    ).toBe(400);
  });
});
