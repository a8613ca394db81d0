import {
  ErrorBodySchema,
  OutboxMailListSchema,
  OutboxMailSchema,
  OutboxMailSummarySchema,
} from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { type MailStatus, mailOutbox } from './mail.tables.ts';

// No SMTP_URL: the shop keeps its mails in the outbox, as a real sign-up below shows.
const { app, database } = await buildTestApp({}, { authenticateAdmin });
const { db } = database;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function mailAt(subject: string, status: MailStatus, createdAt: Date) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: 'order-confirmation',
      toAddress: 'asha@example.in',
      subject,
      html: `<p>${subject}</p>`,
      text: subject,
      status,
      attempts: status === 'failed' ? 8 : 1,
      lastError: status === 'failed' ? 'connection refused' : null,
      sentAt: status === 'sent' ? createdAt : null,
      createdAt,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

// Oldest first here; the list answers newest first.
const sent = await mailAt('Order #1001 confirmed', 'sent', minutesAgo(40));
const failed = await mailAt('Order #1002 confirmed', 'failed', minutesAgo(30));
const queued = await mailAt('Order #1003 confirmed', 'queued', minutesAgo(20));
const kept = await mailAt('Order #1004 confirmed', 'kept', minutesAgo(10));

const list = (query: Record<string, string>, headers: Record<string, string> = ADMIN) =>
  app.inject({ method: 'GET', url: '/api/mail/outbox', query, headers });
const open = (id: string, headers: Record<string, string> = ADMIN) =>
  app.inject({ method: 'GET', url: `/api/mail/outbox/${id}`, headers });
const ids = (body: unknown) => OutboxMailListSchema.parse(body).data.map((m) => m._id);
const codeOf = (body: unknown) => ErrorBodySchema.parse(body).code;

describe('admin only', () => {
  it('answers 401 without a valid token and 403 for another role, before validation', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{}, 401, 'UNAUTHENTICATED'],
      [{ authorization: 'Bearer nope' }, 401, 'UNAUTHENTICATED'],
      [CUSTOMER, 403, 'FORBIDDEN'],
    ];
    for (const [headers, status, code] of cases) {
      for (const response of [
        await list({ status: 'bogus' }, headers),
        await open(kept, headers),
        await open('not-a-uuid', headers),
      ]) {
        expect(response.statusCode).toBe(status);
        expect(codeOf(response.json())).toBe(code);
        expect(response.body).not.toContain('Order #');
      }
    }
  });
});

describe('GET /api/mail/outbox', () => {
  it('lists newest first without bodies, in the list envelope, not to be stored', async () => {
    const response = await list({});
    expect(response.headers['cache-control']).toBe('private, no-store');
    const all = OutboxMailListSchema.parse(response.json());
    expect(all).toMatchObject({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(all.data.map((m) => m._id)).toEqual([kept, queued, failed, sent]);
    for (const mail of response.json().data as Record<string, unknown>[]) {
      expect(Object.keys(mail).sort()).toEqual(Object.keys(OutboxMailSummarySchema.shape).sort());
    }
    expect(all.data[2]).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: 'connection refused',
      to: 'asha@example.in',
      kind: 'order-confirmation',
      sentAt: null,
    });
    expect(all.data[3]?.sentAt).toEqual(expect.any(String));
  });

  it('filters by status and pages', async () => {
    expect(ids((await list({ status: 'failed' })).json())).toEqual([failed]);
    expect(ids((await list({ status: 'kept' })).json())).toEqual([kept]);
    const second = OutboxMailListSchema.parse((await list({ limit: '3', page: '2' })).json());
    expect(second).toMatchObject({ total: 4, totalPages: 2 });
    expect(second.data.map((m) => m._id)).toEqual([sent]);
    const past = OutboxMailListSchema.parse((await list({ limit: '3', page: '3' })).json());
    expect(past).toMatchObject({ data: [], total: 4, totalPages: 2 });
  });

  it('answers 400, never 500, for a bad status or paging', async () => {
    const queries: Record<string, string>[] = [
      { status: 'Sent' },
      { status: '' },
      { page: '0' },
      { page: '-1' },
      { limit: '1000' },
      { limit: '2e1' },
    ];
    for (const query of queries) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(codeOf(response.json())).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/mail/outbox/{id}', () => {
  it('answers the whole mail with its HTML and text for a preview', async () => {
    const response = await open(failed);
    expect(response.statusCode).toBe(200);
    expect(OutboxMailSchema.parse(response.json())).toMatchObject({
      _id: failed,
      subject: 'Order #1002 confirmed',
      html: '<p>Order #1002 confirmed</p>',
      text: 'Order #1002 confirmed',
      status: 'failed',
    });
  });

  it('answers 404 for an unknown or malformed id, 400 for an absurd one, never 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%27%20or%201%3D1']) {
      const response = await open(id);
      expect(response.statusCode, id).toBe(404);
      expect(codeOf(response.json())).toBe('NOT_FOUND');
    }
    expect((await open('x'.repeat(101))).statusCode).toBe(400);
  });

  it('shows the welcome mail a real sign-up kept, newest first', async () => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      payload: { email: 'meera@example.in' },
    });
    expect(signUp.statusCode).toBe(201);
    const [newest] = OutboxMailListSchema.parse((await list({ limit: '1' })).json()).data;
    expect(newest).toMatchObject({ to: 'meera@example.in', status: 'kept', kind: 'welcome' });
    const mail = OutboxMailSchema.parse((await open(newest?._id ?? '')).json());
    const { couponCode } = signUp.json() as { couponCode: string };
    expect(mail.html).toContain(couponCode);
    expect(mail.text).toContain(couponCode);
  });
});
