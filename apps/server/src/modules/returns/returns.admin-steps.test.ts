import { randomUUID } from 'node:crypto';
import { AdminReturnSchema, ErrorBodySchema, ReturnSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import {
  OWNER_EMAIL,
  RETURNS_TEST_ENV,
  returnsHelpers,
  RETURN_STEPS as STEPS,
} from '../../testing/returns-test-kit.ts';
import { returns } from './returns.tables.ts';

// The owner's steps on a return (API.md § Returns and replacements): each step's record (who,
// when and why), its mail (one per change) and the question the shopper answers. Which state
// allows which step: returns.admin-status.test.ts. The request: returns.request.test.ts; the queue
// and the order's returns: returns.read.test.ts.

const context = await buildTestApp(RETURNS_TEST_ENV, { authenticateAdmin });
const { app, database } = context;
const { db } = database;
const {
  photoOf,
  requestedReturn: requested,
  returnStep: step,
  adminPut,
  mailsTo,
  eventsOf,
} = returnsHelpers(context);

describe('each step', () => {
  it('approves once, with who and when, and one mail saying a replacement is coming', async () => {
    const { order, id, number } = await requested();
    const answers = await Promise.all(Array.from({ length: 10 }, () => step(id, 'approve')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const approved = AdminReturnSchema.parse(answers.find((a) => a.statusCode === 200)?.json());
    expect(approved).toMatchObject({ status: 'Approved', number, email: order.email });
    expect(approved.decidedAt).not.toBeNull();
    const events = await eventsOf(id);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [null, 'Requested', null],
      ['Requested', 'Approved', 'admin@example.in'],
    ]);
    const mails = await mailsTo(order.email, 'return-approved');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`We will send you a replacement at no cost`);
    expect(mails[0]?.text).toContain('You do not need to send anything back.');
    expect(mails[0]?.subject).toContain(number);
  });

  it('tells a change of mind or a wrong model ordered to send the unused items back, and a faulty skin’s refund not to', async () => {
    for (const reason of ['ChangedMind', 'WrongModelOrdered'] as const) {
      const unused = await requested({ reason, resolution: 'Refund', photoIds: [] });
      await step(unused.id, 'approve');
      const [sendBack, ...more] = await mailsTo(unused.order.email, 'return-approved');
      expect(more).toHaveLength(0);
      expect(sendBack?.text).toContain('Please send the items back unused');
      expect(sendBack?.text).toContain(`a note that says ${unused.number}`);
      expect(sendBack?.text).toMatch(/Send to: .+\n.+/);
      expect(sendBack?.text).not.toContain('You do not need to send');
    }

    const faulty = await requested({ reason: 'Damaged', resolution: 'Refund' });
    await step(faulty.id, 'approve');
    const [keep] = await mailsTo(faulty.order.email, 'return-approved');
    expect(keep?.text).toContain('You do not need to send them back.');
    expect(keep?.text).not.toContain('Send to');
  });

  it('rejects with the reason in the history and the mail, and names the grievance officer', async () => {
    const { order, id } = await requested();
    const answer = await step(id, 'reject', { reason: '  Applied with a knife.  ' });
    expect(answer.statusCode).toBe(200);
    expect(AdminReturnSchema.parse(answer.json()).history.at(-1)).toMatchObject({
      from: 'Requested',
      to: 'Rejected',
      by: 'shop',
      actor: 'admin@example.in',
      note: 'Applied with a knife.',
    });
    const mails = await mailsTo(order.email, 'return-rejected');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Reason: Applied with a knife.');
    expect(mails[0]?.text).toContain('Meera Iyer');
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const { id: other } = await requested();
      expect((await step(other, 'reject', payload)).statusCode).toBe(400);
    }
  });

  it('asks a question the shopper answers with photos, back to Requested, each mailed once', async () => {
    const { order, token, id } = await requested();
    const question = 'Could you send a photo of the whole back?';
    const asked = await step(id, 'request-info', { question });
    expect(asked.statusCode).toBe(200);
    expect(AdminReturnSchema.parse(asked.json())).toMatchObject({
      status: 'InfoRequested',
      messages: [{ from: 'shop', body: question, photos: [] }],
    });
    const [infoMail, ...moreInfo] = await mailsTo(order.email, 'return-info-requested');
    expect(moreInfo).toHaveLength(0);
    expect(infoMail?.text).toContain(`Our question: ${question}`);
    expect(infoMail?.text).toContain(
      `Answer on your order page: https://skins.example.in/track-order?`,
    );

    const answerUrl = `/api/orders/${order.id}/returns/${id}/messages`;
    const photoId = await photoOf(order.id);
    const post = (payload: object, headers: Record<string, string> = { 'x-order-token': token }) =>
      app.inject({ method: 'POST', url: answerUrl, headers, payload });
    expect((await post({ body: 'Here.' }, {})).statusCode).toBe(404);
    expect((await post({ body: '  ' })).statusCode).toBe(400);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post({ body: 'Here is the back.', photoIds: [photoId] })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    // One answer moves it; the others find it no longer waiting (or the photo taken).
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    const answered = ReturnSchema.parse(answers.find((a) => a.statusCode === 200)?.json());
    expect(answered.status).toBe('Requested');
    expect(answered.messages.map((message) => [message.from, message.body])).toEqual([
      ['shop', question],
      ['shopper', 'Here is the back.'],
    ]);
    expect(answered.messages[1]?.photos.map((photo) => photo._id)).toEqual([photoId]);
    expect(answered.history.map((entry) => [entry.from, entry.to, entry.by])).toEqual([
      [null, 'Requested', 'shopper'],
      ['Requested', 'InfoRequested', 'shop'],
      ['InfoRequested', 'Requested', 'shopper'],
    ]);
    const acknowledgements = await mailsTo(order.email, 'return-requested');
    expect(acknowledgements).toHaveLength(2);
    const ownerMails = await mailsTo(OWNER_EMAIL, 'owner-return-requested');
    const aboutAnswer = ownerMails.filter((mail) => mail.subject.startsWith('Answer on return'));
    expect(aboutAnswer).toHaveLength(1);
    expect(aboutAnswer[0]?.text).toContain('Their answer: Here is the back.');
    expect(acknowledgements[1]?.subject).toContain('We received your answer');

    const again = await post({ body: 'One more thing.' });
    expect(again.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(again.json()).message).toBe(
      'This return is not waiting for an answer from you.',
    );
  });

  it('rejects a return whose question went unanswered, mailed like any rejection', async () => {
    const { order, token, id } = await requested();
    await step(id, 'request-info', STEPS['request-info']);
    const answer = await step(id, 'reject', { reason: 'No answer in 14 days.' });
    expect(AdminReturnSchema.parse(answer.json())).toMatchObject({
      status: 'Rejected',
      hoursWaiting: null,
    });
    expect(
      (await eventsOf(id)).map((event) => [event.fromStatus, event.toStatus, event.note]),
    ).toEqual([
      [null, 'Requested', null],
      ['Requested', 'InfoRequested', 'Could you send a photo of the whole back?'],
      ['InfoRequested', 'Rejected', 'No answer in 14 days.'],
    ]);
    const mails = await mailsTo(order.email, 'return-rejected');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Reason: No answer in 14 days.');
    // A late answer finds it no longer waiting.
    const late = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns/${id}/messages`,
      headers: { 'x-order-token': token },
      payload: { body: 'Sorry, here it is.' },
    });
    expect(late.statusCode).toBe(409);
  });

  it('receives an approved refund’s goods, mailed once', async () => {
    const { order, id } = await requested({
      reason: 'ChangedMind',
      resolution: 'Refund',
      photoIds: [],
    });
    await step(id, 'approve');
    const answers = await Promise.all(Array.from({ length: 5 }, () => step(id, 'receive')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await mailsTo(order.email, 'return-received')).toHaveLength(1);
    const [row] = await db.select().from(returns).where(eq(returns.id, id));
    expect(row?.status).toBe('Received');
  });

  it('writes exactly one mail per change', async () => {
    const { order, token, id } = await requested({
      reason: 'ChangedMind',
      resolution: 'Refund',
      photoIds: [],
    });
    await step(id, 'request-info', STEPS['request-info']);
    await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns/${id}/messages`,
      headers: { 'x-order-token': token },
      payload: { body: 'Unused, still sealed.' },
    });
    await step(id, 'approve');
    await step(id, 'receive');
    const kinds = (await mailsTo(order.email)).map((mail) => mail.kind);
    expect(kinds).toEqual([
      'return-requested',
      'return-info-requested',
      'return-requested',
      'return-approved',
      'return-received',
    ]);
    expect(await eventsOf(id)).toHaveLength(kinds.length);
  });

  it('answers 404 for an unknown return, 400 for a bad body, and 401/403 to a non-admin', async () => {
    for (const action of Object.keys(STEPS)) {
      const unknown = await step(randomUUID(), action, STEPS[action]);
      expect(unknown.statusCode, action).toBe(404);
      expect((await step('not-an-id', action, STEPS[action])).statusCode).toBe(404);
    }
    const { id } = await requested();
    expect((await step(id, 'request-info', { question: '' })).statusCode).toBe(400);
    expect((await adminPut(`/api/returns/${id}/approve`, undefined, {})).statusCode).toBe(401);
    expect((await adminPut(`/api/returns/${id}/approve`, undefined, CUSTOMER)).statusCode).toBe(
      403,
    );
    const [row] = await db.select().from(returns).where(eq(returns.id, id));
    expect(row?.status).toBe('Requested');
  });
});
