import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { App } from '../../app.ts';
import { createTestAdmin, TEST_ADMIN_PASSWORD } from '../auth-test-kit.ts';
import { buildTestApp } from '../build-test-app.ts';
import { createCampaign, createOrder, createProduct, createSubscriber } from '../factories.ts';
import { exampleBodies } from './example-bodies.ts';
import type { FuzzCredentials } from './request-arbitrary.ts';

const STORE_PASSWORD = 'fuzz open sesame';
/** High enough that a run never meets them: the limits have their own tests (rate-limit.test.ts). */
const NO_LIMIT = '1000000';
/** Dates a string field may be parsed as: ordinary, impossible, and beyond PostgreSQL's range. */
const EDGE_DATES = [
  '2026-11-26T10:00:00.000Z',
  '2026-11-26',
  '2026-02-30',
  '0000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00+14:00',
];

/**
 * The shop the fuzz talks to: gate on, cash on delivery on, rate limits out of the way, media
 * in a temporary folder; a few products, campaigns, a subscriber and orders to aim at; a real
 * admin token (from POST /api/auth/login) and a real unlock cookie (from POST /api/store/unlock).
 */
export async function buildFuzzShop(): Promise<{ app: App; credentials: FuzzCredentials }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skins-fuzz-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const { app, database } = await buildTestApp({
    STORE_PASSWORD,
    COD_ENABLED: 'true',
    DATA_DIR: dataDir,
    RATE_LIMIT_UNLOCK_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_LOGIN_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_SUBSCRIBE_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_COUPON_SEARCH_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_CREATE_ORDER_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_ORDER_LOOKUP_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_ORDER_LINK_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_ORDER_LINK_PER_ORDER_PER_HOUR: NO_LIMIT,
    RATE_LIMIT_COD_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_COD_PER_PHONE_PER_HOUR: NO_LIMIT,
    RATE_LIMIT_INVOICE_PDF_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_INVOICE_PDF_PER_ORDER_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_REVIEW_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_REVIEW_PHOTO_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_RETURN_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_EVENTS_PER_MINUTE: NO_LIMIT,
  });
  const { db } = database;

  const admin = await createTestAdmin(db);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: admin.email, password: TEST_ADMIN_PASSWORD },
  });
  const { token: adminToken } = login.json<{ token: string }>();
  const unlock = await app.inject({
    method: 'POST',
    url: '/api/store/unlock',
    payload: { password: STORE_PASSWORD },
  });
  const cookie = unlock.cookies[0];
  if (!adminToken || !cookie) throw new Error(`fuzz setup: ${login.body} ${unlock.body}`);

  const products = [
    await createProduct(db, { slug: 'carbon-fibre-obsidian' }),
    await createProduct(db, { productType: 'macbook', price: 1299, compareAtPrice: 1499 }),
    await createProduct(db, { productType: 'ps5', active: false }),
  ];
  const [product, laptop] = products;
  const campaigns = [
    await createCampaign(db),
    await createCampaign(db, { maxRedemptions: 1, firstOrderOnly: true }),
  ];
  const { subscriber, coupon } = await createSubscriber(db);
  const orders = [
    await createOrder(db, { lines: [{ product, quantity: 2 }] }),
    await createOrder(db, { status: 'Shipped', lines: [{ product: laptop }] }),
    await createOrder(db, { status: 'CancelRequested', campaign: campaigns[0] }),
    await createOrder(db, { paymentMethod: 'COD', paymentStatus: 'Pending' }),
  ];

  const known = [
    ...EDGE_DATES,
    STORE_PASSWORD,
    admin.email,
    TEST_ADMIN_PASSWORD,
    ...products.flatMap((p) => [p.id, p.slug, p.productType, p.categoryId]),
    ...campaigns.flatMap((c) => [c.id, c.code]),
    subscriber.id,
    subscriber.email,
    coupon.code,
    ...orders.flatMap(({ order, token }) => [order.id, String(order.number), token, order.email]),
  ].filter((s): s is string => typeof s === 'string');
  const examples = await exampleBodies({
    app,
    db,
    headers: { authorization: `Bearer ${adminToken}` },
    orders: orders.map((o) => o.order),
  });
  const idsByResource = {
    products: products.flatMap((p) => [p.id, p.slug, p.productType]),
    campaigns: campaigns.map((c) => c.id),
    subscribers: [subscriber.id],
    orders: orders.flatMap(({ order, token }) => [order.id, token]),
  };
  return {
    app,
    credentials: {
      adminToken,
      unlockCookie: cookie.value,
      unlockCookieName: cookie.name,
      known,
      idsByResource,
      examples,
    },
  };
}
