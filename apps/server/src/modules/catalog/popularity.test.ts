import { ProductListSchema } from '@skins/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { refreshPopularity } from './popularity.ts';

let t: TestContext;
let burstId = '';
const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  const product = (slug: string, createdAt: Date, tags: string[] = ['matte']) =>
    createProduct(db, { slug, name: slug, createdAt, tags });
  // Newest first by creation: fresh, tagged, steady, burst, old-hit.
  const oldHit = await product('old-hit', daysAgo(90));
  const burst = await product('burst', daysAgo(80));
  burstId = burst.id;
  const steady = await product('steady', daysAgo(70));
  await product('tagged', daysAgo(60), ['bestseller']);
  await product('fresh', daysAgo(1));

  // steady: 5 paid units in the window, in two orders.
  await createOrder(db, { lines: [{ product: steady, quantity: 3 }], createdAt: daysAgo(2) });
  await createOrder(db, { lines: [{ product: steady, quantity: 2 }], createdAt: daysAgo(29) });
  // burst: 4 paid units, one order with two lines (two models).
  await createOrder(db, {
    lines: [
      { product: burst, quantity: 2 },
      { product: burst, quantity: 2, model: 'iPhone 16' },
    ],
  });
  // old-hit: many units, but only outside the window, unpaid, refunded or failed.
  await createOrder(db, { lines: [{ product: oldHit, quantity: 50 }], createdAt: daysAgo(31) });
  await createOrder(db, { lines: [{ product: oldHit, quantity: 9 }], paymentStatus: 'Pending' });
  await createOrder(db, {
    lines: [{ product: oldHit, quantity: 9 }],
    status: 'Cancelled',
    paymentStatus: 'Refunded',
  });
  await createOrder(db, { lines: [{ product: oldHit, quantity: 9 }], paymentStatus: 'Failed' });
  await createOrder(db, { lines: [{ product: burst, quantity: 1 }], paymentStatus: 'Failed' });
  // What the periodic refresh does within a minute of these orders.
  await refreshPopularity(db);
});

describe('popularity', () => {
  const expected = ['steady', 'burst', 'tagged', 'fresh', 'old-hit'];

  it('sorts Popular by units in orders paid in the last 30 days, then bestseller, then newest', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?sort=Popular' });
    const list = ProductListSchema.parse(response.json());
    expect(list.data.map((p) => p.slug)).toEqual(expected);
  });

  it('ranks the trending rail the same way', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/trending?limit=3' });
    const { data } = response.json() as { data: { slug: string }[] };
    expect(data.map((p) => p.slug)).toEqual(expected.slice(0, 3));
  });

  it('drops a product whose sales left, even while a paid line names a deleted product', async () => {
    const { db } = t.database;
    const gone = await createProduct(db, { slug: 'gone', name: 'gone' });
    await createOrder(db, { lines: [{ product: gone, quantity: 7 }] });
    await refreshPopularity(db);
    // The product is deleted: its paid line keeps the sale with no product (product_id null).
    await db.execute(sql`delete from products where id = ${gone.id}`);
    // burst's paid order is refunded: its units no longer count.
    await db.execute(sql`
      update orders set payment_status = 'Refunded', status = 'Cancelled'
      where id in (select order_id from order_items where product_id = ${burstId})
        and payment_status = 'Completed'`);
    await refreshPopularity(db);
    // Another page size than above: an answer the catalog cache has not kept.
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products?sort=Popular&limit=20',
    });
    const list = ProductListSchema.parse(response.json());
    expect(list.data.map((p) => p.slug)).toEqual(['steady', 'tagged', 'fresh', 'burst', 'old-hit']);
  });
});
