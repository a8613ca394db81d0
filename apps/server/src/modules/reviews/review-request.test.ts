import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, type OrderOverrides } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { deliveredOrdersToAsk } from '../orders/index.ts';
import { sweepReviewRequests } from './review-request.ts';
import { readReviewToken } from './review-token.ts';

// API.md § Reviews from verified buyers, "Request": one review-request mail per delivered
// order, REVIEW_REQUEST_DELAY_DAYS after delivery, never for a cancelled or refunded order.

const SECRET = 'review-request-test-secret-of-32-chars-or-more';
const PUBLIC_URL = 'https://shop.example.in';
const DAY_MS = 86_400_000;
const delayed = await buildTestApp({ APP_SECRET: SECRET, PUBLIC_URL }, { authenticateAdmin });
const atOnce = await buildTestApp(
  { APP_SECRET: SECRET, PUBLIC_URL, REVIEW_REQUEST_DELAY_DAYS: '0' },
  { authenticateAdmin },
);

const deps = ({ app }: TestContext) => ({ mail: app.mail, publicUrl: PUBLIC_URL, secret: SECRET });

const requestsOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'review-request')));

/** An order of two lines, in `status` since `daysAgo` days. */
async function orderOf(db: Db, daysAgo: number, overrides: OrderOverrides = {}) {
  const skin = await createProduct(db, { name: 'Obsidian Carbon Skin' });
  const other = await createProduct(db, { name: 'Sakura Marble Skin' });
  return createOrder(db, {
    status: 'Delivered',
    createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    lines: [
      { product: skin, model: 'iPhone 16 Pro' },
      { product: other, brand: 'Samsung', model: 'Galaxy S25' },
    ],
    ...overrides,
  });
}

describe('the review request sweep (REVIEW_REQUEST_DELAY_DAYS=7)', () => {
  const { db } = delayed.database;

  it('asks a buyer 7 days after delivery, once, with one signed link per line', async () => {
    const { order } = await orderOf(db, 8);
    const early = await orderOf(db, 6);
    await sweepReviewRequests(db, deps(delayed), 7);
    await sweepReviewRequests(db, deps(delayed), 7);
    const [mail, ...more] = await requestsOf(db, order.id);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ toAddress: order.email, kind: 'review-request' });
    expect(mail?.subject).toBe(`How are your skins? Review order #${order.number}`);
    const links = [...(mail?.text ?? '').matchAll(/https:\/\/shop\.example\.in\/review\/(\S+)/g)];
    expect(links).toHaveLength(2);
    for (const [, token = ''] of links) {
      expect(readReviewToken(SECRET, decodeURIComponent(token))).not.toBeNull();
      const response = await delayed.app.inject({
        method: 'GET',
        url: `/api/reviews/request/${token}`,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(mail?.text).toContain('Obsidian Carbon Skin (Apple iPhone 16 Pro)');
    expect(mail?.text).toContain('Sakura Marble Skin (Samsung Galaxy S25)');
    expect(await requestsOf(db, early.order.id)).toHaveLength(0);
  });

  it('never asks about a cancelled, refunded or undelivered order', async () => {
    const orders = await Promise.all(
      (
        [
          { status: 'Cancelled', paymentStatus: 'Refunded' },
          { status: 'Delivered', paymentStatus: 'Refunded' },
          { status: 'Shipped' },
        ] satisfies OrderOverrides[]
      ).map((overrides) => orderOf(db, 30, overrides)),
    );
    await sweepReviewRequests(db, deps(delayed), 7);
    for (const { order } of orders) expect(await requestsOf(db, order.id)).toHaveLength(0);
  });

  it('never takes an order whose products are all gone as a candidate (it would fill the batch)', async () => {
    const { order } = await createOrder(db, {
      status: 'Delivered',
      createdAt: new Date(Date.now() - 9 * DAY_MS),
      lines: [{ product: null }],
    });
    const candidates = await deliveredOrdersToAsk(db, {
      deliveredBefore: new Date(),
      limit: 1000,
      unless: () => sql`true`,
    });
    expect(candidates).not.toContain(order.id);
    await sweepReviewRequests(db, deps(delayed), 7);
    expect(await requestsOf(db, order.id)).toHaveLength(0);
  });

  it('queues one mail however many sweeps (instances) run at once', async () => {
    const { order } = await orderOf(db, 10);
    await Promise.all(Array.from({ length: 6 }, () => sweepReviewRequests(db, deps(delayed), 7)));
    expect(await requestsOf(db, order.id)).toHaveLength(1);
  });

  it('leaves the delivering change alone: no request until the sweep', async () => {
    const { order } = await orderOf(db, 0, { status: 'Shipped' });
    const response = await delayed.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/deliver`,
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    expect(await requestsOf(db, order.id)).toHaveLength(0);
  });
});

describe('REVIEW_REQUEST_DELAY_DAYS=0', () => {
  const { db } = atOnce.database;

  it('queues the request in the delivering change, once, by either route', async () => {
    for (const [method, path, payload] of [
      ['PUT', 'deliver', undefined],
      ['PUT', 'status', { status: 'Delivered' }],
    ] as const) {
      const { order } = await orderOf(db, 0, { status: 'Shipped' });
      const response = await atOnce.app.inject({
        method,
        url: `/api/orders/${order.id}/${path}`,
        headers: ADMIN,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, path).toBe(200);
      expect(await requestsOf(db, order.id), path).toHaveLength(1);
      await sweepReviewRequests(db, deps(atOnce), 0);
      expect(await requestsOf(db, order.id), path).toHaveLength(1);
    }
  });
});
