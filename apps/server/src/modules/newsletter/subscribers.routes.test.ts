import { ErrorBodySchema, SubscriberListSchema, SubscriberSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createSubscriber } from '../../testing/factories.ts';
import { createLoggedApp } from '../../testing/logged-app.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { subscribers } from '../newsletter/newsletter.tables.ts';
import { subscriberRoutes } from './subscribers.routes.ts';

const { app, database } = await buildTestApp({}, { authenticateAdmin });
const { db } = database;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function subscriberAt(email: string, createdAt: Date, subscribed = true) {
  const { subscriber, coupon } = await createSubscriber(db, { email, subscribed });
  await db.update(subscribers).set({ createdAt }).where(eq(subscribers.id, subscriber.id));
  return { id: subscriber.id, coupon: coupon.code };
}

// Oldest first here; the list answers newest first.
const asha = await subscriberAt('asha@example.in', minutesAgo(50));
const ravi = await subscriberAt('ravi_k@example.in', minutesAgo(40), false);
const ashaK = await subscriberAt('asha.k@mail.example.in', minutesAgo(30));
const percent = await subscriberAt('50%off@example.in', minutesAgo(20));

const list = (query: Record<string, string>, headers: Record<string, string> = ADMIN) =>
  app.inject({ method: 'GET', url: '/api/subscribers', query, headers });
const unsubscribe = (id: string, headers: Record<string, string> = ADMIN) =>
  app.inject({ method: 'PUT', url: `/api/subscribers/${id}/unsubscribe`, headers });
const ids = (body: unknown) => SubscriberListSchema.parse(body).data.map((s) => s._id);
const codeOf = (body: unknown) => ErrorBodySchema.parse(body).code;

describe('admin only', () => {
  it('answers 401 without a valid token and 403 for another role, before validation', async () => {
    for (const [headers, status, code] of [
      [{}, 401, 'UNAUTHENTICATED'],
      [{ authorization: 'Bearer nope' }, 401, 'UNAUTHENTICATED'],
      [CUSTOMER, 403, 'FORBIDDEN'],
    ] as const) {
      const listed = await list({ page: 'abc' }, headers);
      expect(listed.statusCode).toBe(status);
      expect(codeOf(listed.json())).toBe(code);
      const changed = await unsubscribe(asha.id, headers);
      expect(changed.statusCode).toBe(status);
      expect(codeOf(changed.json())).toBe(code);
    }
    const [row] = await db.select().from(subscribers).where(eq(subscribers.id, asha.id));
    expect(row?.subscribed).toBe(true);
  });
});

describe('GET /api/subscribers', () => {
  it('lists newest first in the list envelope, with the coupon and status of each', async () => {
    const all = SubscriberListSchema.parse((await list({})).json());
    expect(all).toMatchObject({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(all.data.map((s) => s._id)).toEqual([percent.id, ashaK.id, ravi.id, asha.id]);
    expect(all.data[2]).toMatchObject({
      email: 'ravi_k@example.in',
      status: 'unsubscribed',
      couponCode: ravi.coupon,
    });
    expect(all.data[2]?.unsubscribedAt).toEqual(expect.any(String));
    expect(all.data[3]).toMatchObject({ status: 'subscribed', unsubscribedAt: null });
  });

  it('pages, with the true total past the last page', async () => {
    const first = SubscriberListSchema.parse((await list({ limit: '3' })).json());
    expect(first).toMatchObject({ total: 4, totalPages: 2 });
    expect(first.data.map((s) => s._id)).toEqual([percent.id, ashaK.id, ravi.id]);
    expect(ids((await list({ limit: '3', page: '2' })).json())).toEqual([asha.id]);
    const past = SubscriberListSchema.parse((await list({ limit: '3', page: '9' })).json());
    expect(past).toMatchObject({ data: [], total: 4, totalPages: 2 });
  });

  it('searches part of an email in any case, and filters by status', async () => {
    expect(ids((await list({ search: ' ASHA ' })).json())).toEqual([ashaK.id, asha.id]);
    expect(ids((await list({ search: 'mail.example' })).json())).toEqual([ashaK.id]);
    expect(ids((await list({ status: 'unsubscribed' })).json())).toEqual([ravi.id]);
    expect(ids((await list({ status: 'subscribed', search: 'asha' })).json())).toEqual([
      ashaK.id,
      asha.id,
    ]);
    const none = SubscriberListSchema.parse((await list({ search: 'nobody' })).json());
    expect(none).toMatchObject({ data: [], total: 0, totalPages: 0 });
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(ids((await list({ search: '%' })).json())).toEqual([percent.id]);
    expect(ids((await list({ search: '_' })).json())).toEqual([ravi.id]);
    expect(ids((await list({ search: '\\' })).json())).toEqual([]);
  });

  it('answers 400, never 500, for bad paging, status or search', async () => {
    const queries: Record<string, string>[] = [
      { page: '0' },
      { page: 'abc' },
      { page: '1.5' },
      { limit: '101' },
      { limit: '' },
      { page: '99999999999' },
      { status: 'Subscribed' },
      { status: 'all' },
      { search: 'x'.repeat(255) },
    ];
    for (const query of queries) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(codeOf(response.json())).toBe('VALIDATION_FAILED');
    }
  });
});

describe('PUT /api/subscribers/{id}/unsubscribe', () => {
  it('unsubscribes, keeps the answer the same when repeated, and the list shows it', async () => {
    const first = await unsubscribe(ashaK.id);
    expect(first.statusCode).toBe(200);
    const done = SubscriberSchema.parse(first.json());
    expect(done).toMatchObject({ _id: ashaK.id, status: 'unsubscribed', couponCode: ashaK.coupon });
    expect(done.unsubscribedAt).toEqual(expect.any(String));

    const again = SubscriberSchema.parse((await unsubscribe(ashaK.id)).json());
    expect(again).toEqual(done);
    expect(ids((await list({ status: 'subscribed' })).json())).toEqual([percent.id, asha.id]);
  });

  it('answers 404 for an unknown or malformed id, never 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const response = await unsubscribe(encodeURIComponent(id));
      expect(response.statusCode, id).toBe(404);
      expect(codeOf(response.json())).toBe('NOT_FOUND');
    }
    expect((await unsubscribe('x'.repeat(101))).statusCode).toBe(400);
  });

  it('logs who unsubscribed whom, once per change', async () => {
    // The same routes on an app whose log the test can read.
    const { app: logged, lines } = createLoggedApp({ db, authenticateAdmin });
    await logged.register(subscriberRoutes, { prefix: '/api/subscribers' });
    const put = (id: string) =>
      logged.inject({ method: 'PUT', url: `/api/subscribers/${id}/unsubscribe`, headers: ADMIN });
    expect((await put(percent.id)).statusCode).toBe(200);
    expect((await put(percent.id)).statusCode).toBe(200);
    await logged.close();

    const audit = lines.filter((line) => typeof line.action === 'string');
    expect(
      audit.map(({ admin, action, subscriberId }) => ({ admin, action, subscriberId })),
    ).toEqual([
      { admin: 'admin@example.in', action: 'subscriber.unsubscribe', subscriberId: percent.id },
    ]);
  });
});
