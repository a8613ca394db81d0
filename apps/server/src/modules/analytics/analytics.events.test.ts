import { AnalyticsSchema, shopCalendarDate } from '@skins/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { funnelDays } from './analytics.tables.ts';

// POST /api/events (decision 064): the storefront's beacons, counted per India day, product and
// type, and nothing else kept.

const { app, database } = await buildTestApp(
  { RATE_LIMIT_EVENTS_PER_MINUTE: '3' },
  { authenticateAdmin },
);
const { db } = database;
const caseA = await createProduct(db, { name: 'Carbon Fibre Skin', price: 500 });
const caseB = await createProduct(db, { name: 'Marble Skin', price: 1000 });

const read = async (query: { from: string; to: string }) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/analytics',
    query,
    headers: ADMIN,
  });
  expect(response.statusCode).toBe(200);
  return AnalyticsSchema.parse(response.json());
};

describe('POST /api/events', () => {
  const beacon = (payload: unknown, remoteAddress = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/events', payload: payload as object, remoteAddress });
  const today = shopCalendarDate(new Date());

  it('counts views, adds to cart and checkout starts per day and product', async () => {
    const sent = [
      { type: 'product-view', productId: caseA.id },
      { type: 'product-view', productId: caseA.id },
      { type: 'product-view', productId: caseB.id },
      { type: 'add-to-cart', productId: caseA.id },
      { type: 'checkout-start' },
      // A product that does not exist counts nothing, and is answered like the rest.
      { type: 'product-view', productId: '7c1d3f0e-8a8b-4b7e-9a51-0d6f1c2b3a4d' },
    ];
    for (const [index, payload] of sent.entries()) {
      const response = await beacon(payload, `10.0.1.${index}`);
      expect(response.statusCode).toBe(204);
    }
    const body = await read({ from: today, to: today });
    expect(body.totals.funnel).toMatchObject({
      productViews: 3,
      addedToCart: 1,
      checkoutsStarted: 1,
    });
    const rows = await db.select().from(funnelDays).orderBy(funnelDays.type, funnelDays.count);
    expect(rows).toEqual(
      expect.arrayContaining([
        { day: today, productId: caseA.id, type: 'product-view', count: 2 },
        { day: today, productId: null, type: 'checkout-start', count: 1 },
      ]),
    );
    expect(rows).toHaveLength(4);
  });

  it('keeps a counter and nothing else: no cookie, id, address or time', async () => {
    // PGlite and node-postgres both answer `{ rows }`.
    const { rows } = (await db.execute(
      sql`select column_name from information_schema.columns where table_name = 'funnel_days' order by ordinal_position`,
    )) as unknown as { rows: { column_name: string }[] };
    const names = rows.map((row) => row.column_name);
    expect(names).toEqual(['day', 'product_id', 'type', 'count']);
    const response = await beacon({ type: 'checkout-start' }, '10.0.2.1');
    expect(response.headers['set-cookie']).toBeUndefined();
    // As the storefront sends it: the JSON as text/plain (sendBeacon of a string).
    const text = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/events',
        payload,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        remoteAddress: '10.0.2.2',
      });
    expect((await text('{"type":"checkout-start"}')).statusCode).toBe(204);
    expect((await text('{"type":')).statusCode).toBe(400);
  });

  it('refuses what is no beacon with 400', async () => {
    for (const [index, payload] of [
      {},
      { type: 'purchase', productId: caseA.id },
      { type: 'product-view' },
      { type: 'add-to-cart', productId: 'not-an-id' },
    ].entries()) {
      const response = await beacon(payload, `10.0.3.${index}`);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('limits each address (RATE_LIMIT_EVENTS_PER_MINUTE)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await beacon({ type: 'checkout-start' }, '10.0.4.1')).statusCode);
    }
    expect(codes).toEqual([204, 204, 204, 429]);
  });

  it('is behind the store’s password like every shopper call', async () => {
    const gated = await buildTestApp({ STORE_PASSWORD: 'open-sesame' });
    const response = await gated.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { type: 'checkout-start' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('STORE_LOCKED');
  });
});
