import {
  ErrorBodySchema,
  MAIL_MAX_SEND_ATTEMPTS,
  OutboxMailListSchema,
  OutboxMailSchema,
} from '@skins/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { type MailStatus, mailOutbox } from './mail.tables.ts';

// The dead letters: failed mails the sweep no longer tries, and the admin's "Send again".
const sink = await startSmtpSink();
afterAll(() => sink.close());

const { app, database } = await buildTestApp(
  { SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
  { authenticateAdmin },
);
const { db } = database;
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000);

async function mail(to: string, status: MailStatus, nextAttemptAt: Date | null) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: 'order-confirmation',
      toAddress: to,
      subject: `Order for ${to}`,
      html: '<p>Your order</p>',
      text: 'Your order',
      status,
      attempts: status === 'failed' ? (nextAttemptAt ? 3 : MAIL_MAX_SEND_ATTEMPTS) : 1,
      lastError: status === 'failed' ? 'connection refused' : null,
      nextAttemptAt,
      sentAt: status === 'sent' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

const gaveUp = await mail('asha@example.in', 'failed', null);
const retrying = await mail('ravi@example.in', 'failed', inMinutes(4));
const sent = await mail('meera@example.in', 'sent', null);

const sendAgain = (id: string, headers: Record<string, string> = ADMIN) =>
  app.inject({ method: 'POST', url: `/api/mail/outbox/${id}/send`, headers });
const list = (status: string) =>
  app.inject({ method: 'GET', url: '/api/mail/outbox', query: { status }, headers: ADMIN });
const ids = (body: unknown) => OutboxMailListSchema.parse(body).data.map((m) => m._id);
const errorOf = (body: unknown) => ErrorBodySchema.parse(body);
const received = (to: string) => sink.received.filter((m) => m.to.some((t) => t.includes(to)));

describe('the dead letters', () => {
  it('lists the failed mails that gave up apart from those still being tried', async () => {
    expect(ids((await list('gave-up')).json())).toEqual([gaveUp]);
    expect(new Set(ids((await list('failed')).json()))).toEqual(new Set([gaveUp, retrying]));
    const byId = new Map(
      OutboxMailListSchema.parse((await list('failed')).json()).data.map((m) => [m._id, m]),
    );
    expect(byId.get(gaveUp)?.nextAttemptAt).toBeNull();
    expect(Date.parse(byId.get(retrying)?.nextAttemptAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('sends a mail that gave up once more, now, and answers it as sent', async () => {
    const response = await sendAgain(gaveUp);
    expect(response.statusCode).toBe(200);
    expect(OutboxMailSchema.parse(response.json())).toMatchObject({
      _id: gaveUp,
      status: 'sent',
      attempts: MAIL_MAX_SEND_ATTEMPTS + 1,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(received('asha@example.in')).toHaveLength(1);
    expect(ids((await list('gave-up')).json())).toEqual([]);
  });

  it('refuses any other mail with 409, sending nothing: sent, or still being tried', async () => {
    for (const id of [gaveUp, retrying, sent]) {
      const response = await sendAgain(id);
      expect(response.statusCode, id).toBe(409);
      expect(errorOf(response.json())).toMatchObject({
        code: 'CONFLICT',
        message:
          'Only a mail that gave up can be sent again: this one is sent, kept or still being tried',
      });
    }
    expect(received('asha@example.in')).toHaveLength(1);
    expect(received('ravi@example.in')).toHaveLength(0);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, retrying));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('sends it once when two admins click at the same time', async () => {
    const twice = await mail('kiran@example.in', 'failed', null);
    const answers = await Promise.all([sendAgain(twice), sendAgain(twice)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(received('kiran@example.in')).toHaveLength(1);
  });

  it('answers 404 for an unknown mail and 401/403 to anyone but an admin', async () => {
    const unknown = await sendAgain('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await sendAgain('not-a-uuid')).statusCode).toBe(404);
    expect((await sendAgain(gaveUp, {})).statusCode).toBe(401);
    expect((await sendAgain(gaveUp, CUSTOMER)).statusCode).toBe(403);
  });
});

describe('without a mail server', () => {
  it('answers 409 naming SMTP_URL, and the mail stays as it was', async () => {
    const kept = await buildTestApp({}, { authenticateAdmin });
    const [row] = await kept.database.db
      .insert(mailOutbox)
      .values({
        kind: 'welcome',
        toAddress: 'dev@example.in',
        subject: 'Hello',
        html: '<p>Hello</p>',
        text: 'Hello',
        status: 'failed',
        attempts: MAIL_MAX_SEND_ATTEMPTS,
        lastError: 'connection refused',
      })
      .returning();
    const response = await kept.app.inject({
      method: 'POST',
      url: `/api/mail/outbox/${row?.id}/send`,
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response.json()).message).toBe(
      'No mail server is set up (SMTP_URL): nothing can be sent',
    );
    const [after] = await kept.database.db.select().from(mailOutbox);
    expect(after).toMatchObject({ status: 'failed', attempts: MAIL_MAX_SEND_ATTEMPTS });
  });
});
