import { AdminReturnSchema, ErrorBodySchema } from '@skins/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import { refundHelpers } from '../../testing/return-refund-kit.ts';
import { RETURNS_TEST_ENV, returnsHelpers } from '../../testing/returns-test-kit.ts';
import { returnCreditNotes } from '../invoices/invoices.tables.ts';
import { RETURN_REFUND_FAILED_MESSAGE } from './return-refund.ts';

// A return is refunded at most once at the gateway whatever fails after the gateway refunded
// (decision 054): the answer lost on the way, or the mail that cannot be written. The retry finds
// the refund by the return's notes and records it. Real Razorpay gateway code, fake Razorpay.

const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const context = await buildTestApp({ ...RETURNS_TEST_ENV, ...fake.env() }, { authenticateAdmin });
const { db } = context.database;
const { mailsTo } = returnsHelpers(context);
const { refundCalls, paidOrder, returnReadyToRefund, refund, returnRow } = refundHelpers(
  context,
  fake,
);

const errorOf = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json());

/** The fake's refunds of the payment (what the shopper was given back). */
const refundsOf = (paymentId: string) =>
  [...fake.refunds.values()].filter((one) => one.payment_id === paymentId);

async function creditNotesOf(returnId: string) {
  return db.select().from(returnCreditNotes).where(eq(returnCreditNotes.returnId, returnId));
}

/** A return of one Rs. 1,000 skin (Rs. 1,080.00 with tax), received, its order paid online. */
async function receivedReturn() {
  const { order, token, itemIds, paymentId } = await paidOrder({ lines: [{ price: 1000 }] });
  const created = await returnReadyToRefund(order, token, [
    { itemId: itemIds[0] ?? '', quantity: 1 },
  ]);
  return { order, paymentId, returnId: created._id };
}

/** Refunds with the gateway's answer lost after it refunded: what a timeout looks like. */
async function refundAnswerLost(returnId: string, payload: object = {}) {
  fake.setOutage('answer-lost');
  return refund(returnId, payload).finally(() => fake.setOutage(null));
}

/** The database refuses the `return-refunded` mail, as a full disk would at that instant. */
async function refuseRefundedMails(isOn: boolean) {
  if (!isOn) {
    await db.execute(sql.raw('drop trigger refuse_refunded_mail on mail_outbox'));
    return;
  }
  await db.execute(
    sql.raw(`create or replace function refuse_refunded_mail() returns trigger
      language plpgsql as $$ begin raise exception 'the outbox is unavailable'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_refunded_mail before insert on mail_outbox for each row
      when (new.kind = 'return-refunded') execute function refuse_refunded_mail()`),
  );
}

describe('PUT /api/returns/{id}/refund after the gateway refunded but the refund failed', () => {
  it('records the refund the gateway made when its answer was lost, without refunding again', async () => {
    const { order, paymentId, returnId } = await receivedReturn();
    const lost = await refundAnswerLost(returnId);
    expect(lost.statusCode).toBe(502);
    expect(errorOf(lost)).toMatchObject({
      code: 'GATEWAY_ERROR',
      message: RETURN_REFUND_FAILED_MESSAGE,
    });
    const [made, ...more] = refundsOf(paymentId);
    expect(more).toHaveLength(0);
    expect(made).toMatchObject({ amount: 108_000, notes: { return_number: expect.any(String) } });
    expect(await returnRow(returnId)).toMatchObject({ status: 'Received', gatewayRefundId: null });
    expect(await creditNotesOf(returnId)).toHaveLength(0);

    const before = refundCalls();
    const retried = await refund(returnId);
    expect(retried.statusCode).toBe(200);
    expect(AdminReturnSchema.parse(retried.json())).toMatchObject({
      status: 'Refunded',
      refund: { amount: 1080 },
    });
    expect(refundCalls()).toBe(before);
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(fake.payments.get(paymentId)?.amount_refunded).toBe(108_000);
    expect((await returnRow(returnId)).gatewayRefundId).toBe(made?.id);
    expect(await creditNotesOf(returnId)).toHaveLength(1);
    const mails = await mailsTo(order.email, 'return-refunded');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(made?.id ?? 'no refund id');
  });

  it('records it once for 10 parallel retries: one refund at the gateway, one credit note, one mail', async () => {
    const { order, paymentId, returnId } = await receivedReturn();
    expect((await refundAnswerLost(returnId)).statusCode).toBe(502);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(returnId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(fake.payments.get(paymentId)?.amount_refunded).toBe(108_000);
    expect(await creditNotesOf(returnId)).toHaveLength(1);
    expect(await mailsTo(order.email, 'return-refunded')).toHaveLength(1);
  });

  it('records it when the mail could not be written the first time (500), refunding once', async () => {
    const { order, paymentId, returnId } = await receivedReturn();
    await refuseRefundedMails(true);
    const failed = await refund(returnId).finally(() => refuseRefundedMails(false));
    expect(failed.statusCode).toBe(500);
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(await returnRow(returnId)).toMatchObject({ status: 'Received', refundInPaise: null });
    expect(await creditNotesOf(returnId)).toHaveLength(0);

    const answers = await Promise.all([refund(returnId), refund(returnId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(await returnRow(returnId)).toMatchObject({
      status: 'Refunded',
      refundInPaise: 108_000,
      gatewayRefundId: refundsOf(paymentId)[0]?.id,
    });
    expect(await creditNotesOf(returnId)).toHaveLength(1);
    expect(await mailsTo(order.email, 'return-refunded')).toHaveLength(1);
  });

  it('refuses with 409 a retry for another amount than the gateway refunded, and records that one when asked', async () => {
    const { paymentId, returnId } = await receivedReturn();
    expect((await refundAnswerLost(returnId, { amount: 540 })).statusCode).toBe(502);
    const [made] = refundsOf(paymentId);

    const other = await refund(returnId);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other)).toMatchObject({
      code: 'CONFLICT',
      message: `The payment gateway already refunded Rs. 540.00 for this return (${made?.id}), not the Rs. 1,080.00 asked now, so nothing more was refunded. Refund Rs. 540.00 to record that refund, or look into it in the Razorpay Dashboard.`,
      details: { gatewayRefunds: [{ id: made?.id, amount: 540 }] },
    });
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect((await returnRow(returnId)).status).toBe('Received');

    const recorded = await refund(returnId, { amount: 540 });
    expect(recorded.statusCode).toBe(200);
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(await returnRow(returnId)).toMatchObject({
      refundInPaise: 54_000,
      gatewayRefundId: made?.id,
    });
  });

  it('keys each refund by its return, and a first refund finds none to reuse', async () => {
    const { paymentId, returnId } = await receivedReturn();
    expect((await refund(returnId)).statusCode).toBe(200);
    const [asked] = fake.callsTo('POST', `/v1/payments/${paymentId}/refund`);
    expect(asked?.idempotencyKey).toBe(`return-${returnId}-0`);
    expect(fake.callsTo('GET', `/v1/payments/${paymentId}/refunds`)).toHaveLength(1);
  });

  it('refunds again when the earlier refund failed at the gateway, under a key of its own', async () => {
    const { paymentId, returnId } = await receivedReturn();
    expect((await refundAnswerLost(returnId)).statusCode).toBe(502);
    const [failed] = refundsOf(paymentId);
    if (!failed) throw new Error('no refund was made');
    fake.failRefund(failed.id);

    expect((await refund(returnId)).statusCode).toBe(200);
    const keys = fake
      .callsTo('POST', `/v1/payments/${paymentId}/refund`)
      .map((call) => call.idempotencyKey);
    expect(keys).toEqual([`return-${returnId}-0`, `return-${returnId}-1`]);
    const made = refundsOf(paymentId).find((one) => one.status === 'processed');
    expect((await returnRow(returnId)).gatewayRefundId).toBe(made?.id);
    expect(fake.payments.get(paymentId)?.amount_refunded).toBe(108_000);
  });
});
