import { DeviceListSchema, ProductListSchema } from '@skins/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.ts';
import { replaceCatalog } from './seed.ts';

// The demo catalog as a shopper reaches it, on PGlite and (TEST_DB=postgres) PostgreSQL.

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
  await replaceCatalog(t.database.db, { now: new Date('2026-11-01T00:00:00Z') });
}, 60_000);

async function get(url: string): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

// Issue [14]: most of India's phones are none of the category bar's three brands.
const INDIA_BRANDS = [
  ['Xiaomi', 'xiaomi'],
  ['Redmi', 'redmi'],
  ['Vivo', 'vivo'],
  ['Oppo', 'oppo'],
  ['Realme', 'realme'],
  ['Motorola', 'motorola'],
  ['Nothing', 'nothing'],
  ['Google', 'pixel'],
] as const;

describe('the demo catalog for India’s phone brands', () => {
  it('offers each brand in the device picker with at least three models', async () => {
    const devices = DeviceListSchema.parse(await get('/api/devices')).data;
    for (const [brand] of INDIA_BRANDS) {
      const entry = devices.find((device) => device.brand === brand);
      expect(entry?.models.length ?? 0, brand).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(INDIA_BRANDS)('lists a page of %s skins under mobile-skins/%s', async (brand, type) => {
    const list = ProductListSchema.parse(await get(`/api/products/type/${type}`));
    expect(list.total).toBeGreaterThanOrEqual(12);
    for (const product of list.data) {
      expect(product.category).toBe('mobile-skins');
      expect(product.compatibility.map((each) => each.brand)).toEqual([brand]);
    }
  });

  it('narrows a listing to one of their models', async () => {
    const query = new URLSearchParams({ brand: 'Redmi', model: 'Redmi Note 14 Pro+ 5G' });
    const list = ProductListSchema.parse(await get(`/api/products?${query}`));
    expect(list.total).toBeGreaterThan(0);
    for (const product of list.data) {
      expect(product.compatibility).toContainEqual({
        brand: 'Redmi',
        models: expect.arrayContaining(['Redmi Note 14 Pro+ 5G']),
      });
    }
  });

  it('finds them by the name a shopper types', async () => {
    const list = ProductListSchema.parse(await get('/api/products/search/full?query=pixel%2010'));
    expect(list.total).toBeGreaterThan(0);
    expect(list.data.every((product) => product.productType.name === 'pixel')).toBe(true);
  });
});
