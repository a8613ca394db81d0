import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, type OrderOverrides } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { OPT_OUT_TEXT } from './opt-out-page.ts';
import { createOptOutToken, optOutUrl } from './opt-out-token.ts';
import { sweepReviewRequests } from './review-request.ts';
import { reviewRequestOptOuts } from './reviews.tables.ts';

// The review request mail's opt-out (issue [15], decision 052): a signed link, a page that asks
// once, and no request mail to that email again, by the sweep or by a delivery with 0 days.

const SECRET = 'review-opt-out-test-secret-of-32-characters';
const PUBLIC_URL = 'https://shop.example.in';
const DAY_MS = 86_400_000;
// The gate on: the link works for a buyer who never unlocked the shop.
const delayed = await buildTestApp(
  { APP_SECRET: SECRET, PUBLIC_URL, STORE_PASSWORD: 'open-sesame' },
  { authenticateAdmin },
);
const atOnce = await buildTestApp(
  { APP_SECRET: SECRET, PUBLIC_URL, REVIEW_REQUEST_DELAY_DAYS: '0' },
  { authenticateAdmin },
);
const deps = { publicUrl: PUBLIC_URL, secret: SECRET };

const requestsOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'review-request')));

async function delivered(db: Db, daysAgo: number, overrides: OrderOverrides = {}) {
  const product = await createProduct(db);
  const { order } = await createOrder(db, {
    status: 'Delivered',
    createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    lines: [{ product }],
    ...overrides,
  });
  return order;
}

/** The opt-out link's path and query, as the mail carries it. */
const linkOf = (email: string) => optOutUrl(PUBLIC_URL, SECRET, email).slice(PUBLIC_URL.length);

const optedOut = async (db: Db) =>
  (await db.select().from(reviewRequestOptOuts)).map((row) => row.email);

async function optOut({ app }: TestContext, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: linkOf(email),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('the review request mail’s opt-out link', () => {
  const { app, database } = delayed;
  const { db } = database;

  it('is in the mail, asks once on a plain page, and records the email when confirmed', async () => {
    const order = await delivered(db, 8, { email: 'meera@example.in' });
    await sweepReviewRequests(db, { mail: app.mail, ...deps }, 7);
    const [mail] = await requestsOf(db, order.id);
    const link = `${PUBLIC_URL}${linkOf('meera@example.in')}`;
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link.replaceAll('&', '&amp;'));

    // Following the link records nothing by itself (a mail scanner may open it): it asks.
    const page = await app.inject({ method: 'GET', url: linkOf('meera@example.in') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(OPT_OUT_TEXT.confirmHeading);
    expect(page.body).toContain('<form method="post"');
    expect(await optedOut(db)).not.toContain('meera@example.in');

    // The page's button: a form post to the same link.
    const done = await app.inject({
      method: 'POST',
      url: linkOf('meera@example.in'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(OPT_OUT_TEXT.doneHeading);
    expect(done.body).toContain('meera@example.in');
    // Twice is the same as once.
    await optOut(delayed, 'Meera@Example.in');
    expect((await optedOut(db)).filter((email) => email === 'meera@example.in')).toHaveLength(1);
  });

  it('refuses a forged, another email’s or a malformed link and records nothing', async () => {
    const forged = createOptOutToken(SECRET, 'someone@example.in');
    const urls = [
      `/review-requests/opt-out?email=victim%40example.in&token=${forged}`,
      `/review-requests/opt-out?email=victim%40example.in&token=${createOptOutToken('another-secret-of-at-least-32-chars!', 'victim@example.in')}`,
    ];
    for (const url of urls) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.body).toContain(OPT_OUT_TEXT.invalidHeading);
      }
    }
    for (const url of [
      '/review-requests/opt-out',
      '/review-requests/opt-out?email=victim%40example.in',
      `/review-requests/opt-out?email=${'a'.repeat(300)}&token=x`,
    ]) {
      const response = await app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain(OPT_OUT_TEXT.invalidHeading);
    }
    expect(await optedOut(db)).not.toContain('victim@example.in');
  });

  it('keeps the sweep from asking that email again, and only that email', async () => {
    await optOut(delayed, 'ravi@example.in');
    const quiet = await delivered(db, 9, { email: 'ravi@example.in' });
    const other = await delivered(db, 9, { email: 'kiran@example.in' });
    await sweepReviewRequests(db, { mail: app.mail, ...deps }, 7);
    await sweepReviewRequests(db, { mail: app.mail, ...deps }, 7);
    expect(await requestsOf(db, quiet.id)).toHaveLength(0);
    expect(await requestsOf(db, other.id)).toHaveLength(1);
  });
});

describe('the opt-out with REVIEW_REQUEST_DELAY_DAYS=0', () => {
  it('keeps the delivering change from queueing a request', async () => {
    const { db } = atOnce.database;
    await optOut(atOnce, 'nisha@example.in');
    const order = await delivered(db, 0, { status: 'Shipped', email: 'nisha@example.in' });
    const response = await atOnce.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/deliver`,
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    expect(await requestsOf(db, order.id)).toHaveLength(0);
    await sweepReviewRequests(db, { mail: atOnce.app.mail, ...deps }, 0);
    expect(await requestsOf(db, order.id)).toHaveLength(0);
  });
});
