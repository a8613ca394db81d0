import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AdminReturnSchema, ErrorBodySchema } from '@skins/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import { refundHelpers } from '../../testing/return-refund-kit.ts';
import { PUBLIC_URL, RETURNS_TEST_ENV, returnsHelpers } from '../../testing/returns-test-kit.ts';

// PUT /api/returns/{id}/refund for orders the gateway cannot refund (cash on delivery: the hand
// refund's reference), and the return's credit note as a PDF (decision 054).

const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const context = await buildTestApp({ ...RETURNS_TEST_ENV, ...fake.env() }, { authenticateAdmin });
const { app } = context;
const { deliveredOrder, mailsTo } = returnsHelpers(context);
const { refundCalls, paidOrder, returnReadyToRefund, refund, returnRow } = refundHelpers(
  context,
  fake,
);

const errorOf = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json());

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

    // The refunded mail's link opens the same document.
    const [mail] = await mailsTo(order.email, 'return-refunded');
    const link = mail?.text.match(/https:\/\/\S+credit-note\.pdf\S+/)?.[0] ?? '';
    expect(link.startsWith(`${PUBLIC_URL}/api/orders/${order.id}/credit-note.pdf?`)).toBe(true);
    const followed = await app.inject({ method: 'GET', url: link.slice(PUBLIC_URL.length) });
    expect(followed.rawPayload.equals(response.rawPayload)).toBe(true);

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
  it('credits a returned 18% line at 18%, CGST 9% + SGST 9% (decision 066)', async () => {
    const { order, token, itemIds } = await paidOrder({
      lines: [
        { price: 549, quantity: 2, name: 'Carbon Fibre Obsidian' },
        { price: 799, name: 'Phone Stand', gstRateBp: 1_800 },
      ],
    });
    // 8% of 1,098.00 = 87.84 and 18% of 799.00 = 143.82: paid Rs. 2,129.
    expect(order.taxInPaise).toBe(23_166);
    const created = await returnReadyToRefund(order, token, [
      { itemId: itemIds[1] ?? '', quantity: 1 },
    ]);
    const answer = AdminReturnSchema.parse((await refund(created._id)).json());
    expect(answer.refund?.amount).toBe(942.82);
    const response = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/credit-note.pdf?return=${created._id}`,
      headers: { 'x-order-token': token },
    });
    const text = pdfText(response.rawPayload);
    expect(text).toMatch(/Phone Stand.*₹799\.00.*18%/);
    expect(text).toMatch(/CGST 9%.*₹71\.91/);
    expect(text).toMatch(/SGST 9%.*₹71\.91/);
    expect(text).not.toMatch(/GST 4%/);
    expect(text).toMatch(/Amount refunded.*₹942\.82/);
  });
});
