import { ErrorBodySchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createSubscriber } from '../../testing/factories.ts';
import { createLoggedApp } from '../../testing/logged-app.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { subscribers } from './newsletter.tables.ts';
import { subscriberRoutes } from './subscribers.routes.ts';

const { app, database } = await buildTestApp(
  { STORE_PASSWORD: 'open-sesame' },
  { authenticateAdmin },
);
const { db } = database;

// 23:00 in India on 10 March, still the 10th in UTC.
const NOW = new Date('2026-03-10T17:30:00Z');
vi.useFakeTimers({ toFake: ['Date'], now: NOW });
afterAll(() => {
  vi.useRealTimers();
});

async function subscriberAt(email: string, createdAt: string, subscribed = true) {
  const { subscriber, coupon } = await createSubscriber(db, { email, subscribed });
  const times = {
    createdAt: new Date(createdAt),
    subscribedAt: new Date(createdAt),
    unsubscribedAt: subscribed ? null : new Date('2026-03-09T12:00:00Z'),
  };
  await db.update(subscribers).set(times).where(eq(subscribers.id, subscriber.id));
  return coupon.code;
}

// Oldest first; the export answers newest first.
const ashaCoupon = await subscriberAt('asha@example.in', '2026-03-01T10:00:00Z');
const raviCoupon = await subscriberAt('ravi_k@example.in', '2026-03-02T10:00:00Z', false);
const plusCoupon = await subscriberAt('+tag@example.in', '2026-03-03T10:00:00Z');

const exportSubscribers = (
  query: Record<string, string> = {},
  headers: Record<string, string> = ADMIN,
) => app.inject({ method: 'GET', url: '/api/subscribers/export', query, headers });
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);
const emails = (body: string) => lines(body).map((line) => line.split(',')[0]);

describe('who may export', () => {
  it('answers 401 without a valid token and 403 for another role, before validation', async () => {
    for (const [headers, status, code] of [
      [{}, 401, 'UNAUTHENTICATED'],
      [CUSTOMER, 403, 'FORBIDDEN'],
    ] as const) {
      const response = await exportSubscribers({ status: 'all' }, headers);
      expect(response.statusCode).toBe(status);
      expect(ErrorBodySchema.parse(response.json()).code).toBe(code);
    }
  });
});

describe('GET /api/subscribers/export', () => {
  it('writes a BOM, the header and every subscriber newest first, as a download', async () => {
    const response = await exportSubscribers();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="subscribers-2026-03-10.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe(
      '\uFEFFemail,status,subscribedAt,unsubscribedAt,couponCode\r\n' +
        `'+tag@example.in,subscribed,2026-03-03T10:00:00.000Z,,${plusCoupon}\r\n` +
        `ravi_k@example.in,unsubscribed,2026-03-02T10:00:00.000Z,2026-03-09T12:00:00.000Z,${raviCoupon}\r\n` +
        `asha@example.in,subscribed,2026-03-01T10:00:00.000Z,,${ashaCoupon}\r\n`,
    );
  });

  it('filters by status and by part of the email, as the list does', async () => {
    expect(emails((await exportSubscribers({ status: 'unsubscribed' })).body)).toEqual([
      'ravi_k@example.in',
    ]);
    expect(emails((await exportSubscribers({ search: ' ASHA ' })).body)).toEqual([
      'asha@example.in',
    ]);
    expect(emails((await exportSubscribers({ search: '_' })).body)).toEqual(['ravi_k@example.in']);
    expect(
      emails((await exportSubscribers({ status: 'subscribed', search: 'ravi' })).body),
    ).toEqual([]);
  });

  it('answers 400, never 500, for a bad status or search', async () => {
    const queries: Record<string, string>[] = [
      { status: 'Subscribed' },
      { status: 'all' },
      { search: 'x'.repeat(255) },
    ];
    for (const query of queries) {
      const response = await exportSubscribers(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    }
  });

  it('logs who exported how many rows', async () => {
    const { app: logged, lines: log } = createLoggedApp({ db, authenticateAdmin });
    await logged.register(subscriberRoutes, { prefix: '/api/subscribers' });
    const response = await logged.inject({
      method: 'GET',
      url: '/api/subscribers/export?search=example',
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    await logged.close();
    expect(log.filter((line) => line.action === 'subscribers.export')).toEqual([
      expect.objectContaining({ admin: 'admin@example.in', rows: 3, search: 'example' }),
    ]);
  });
});
