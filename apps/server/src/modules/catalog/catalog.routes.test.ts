import { ErrorBodySchema, ProductListSchema, ProductSchema } from '@skins/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';

let t: TestContext;
const day = (n: number) => new Date(Date.UTC(2026, 9, n));

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  await createProduct(db, {
    name: 'Carbon Fibre Obsidian — iPhone 16 Pro Skin',
    slug: 'carbon-fibre-obsidian-iphone',
    price: 549,
    compareAtPrice: 699,
    tags: ['textured', 'carbon-fibre', 'bestseller'],
    createdAt: day(1),
  });
  await createProduct(db, {
    name: 'Arctic Marble — MacBook Air M3 Skin',
    slug: 'arctic-marble-macbook',
    productType: 'macbook',
    price: 1299,
    tags: ['glossy', 'marble'],
    compatibility: [{ brand: 'Apple', models: ['MacBook Air M3 13"', 'MacBook Air M3 15"'] }],
    createdAt: day(2),
  });
  await createProduct(db, {
    name: 'Neon Grid — PS5 Slim Skin',
    slug: 'neon-grid-ps5',
    productType: 'ps5',
    price: 1499,
    tags: ['glossy', 'new'],
    compatibility: [{ brand: 'Sony', models: ['PS5 Slim (Disc)', 'DualSense'] }],
    createdAt: day(3),
  });
  await createProduct(db, {
    name: 'Woodgrain Walnut — Galaxy S24 Ultra Skin',
    slug: 'woodgrain-walnut-galaxy',
    productType: 'samsung',
    price: 499,
    tags: ['textured', 'wood'],
    compatibility: [{ brand: 'Samsung', models: ['Galaxy S24 Ultra'] }],
    createdAt: day(4),
  });
  await createProduct(db, {
    name: 'Retired Design — iPhone 13 Skin',
    slug: 'retired-iphone',
    active: false,
    createdAt: day(5),
  });
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown, response };
}

describe('GET /api/products', () => {
  it('lists active products newest first in the list envelope, prices in rupees', async () => {
    const { status, body } = await get('/api/products');
    expect(status).toBe(200);
    const list = ProductListSchema.parse(body);
    expect(list.data.map((p) => p.slug)).toEqual([
      'woodgrain-walnut-galaxy',
      'neon-grid-ps5',
      'arctic-marble-macbook',
      'carbon-fibre-obsidian-iphone',
    ]);
    expect(list).toMatchObject({ page: 1, limit: 12, total: 4, totalPages: 1 });
    const carbon = list.data.find((p) => p.slug === 'carbon-fibre-obsidian-iphone');
    expect(carbon).toMatchObject({
      price: 549,
      compareAtPrice: 699,
      category: 'mobile-skins',
      productType: { name: 'iphone' },
    });
  });

  it('pages with a true total and an empty page past the end', async () => {
    const first = ProductListSchema.parse((await get('/api/products?limit=3&page=1')).body);
    expect(first).toMatchObject({ total: 4, totalPages: 2 });
    expect(first.data).toHaveLength(3);
    const second = ProductListSchema.parse((await get('/api/products?limit=3&page=2')).body);
    expect(second.data.map((p) => p.slug)).toEqual(['carbon-fibre-obsidian-iphone']);
    const past = ProductListSchema.parse((await get('/api/products?limit=3&page=9')).body);
    expect(past).toMatchObject({ data: [], total: 4, totalPages: 2, page: 9 });
  });

  it('sorts by price both ways, by name and by popularity', async () => {
    const slugs = async (sort: string) =>
      ProductListSchema.parse((await get(`/api/products?sort=${sort}`)).body).data.map(
        (p) => p.price,
      );
    expect(await slugs('PriceLowHigh')).toEqual([499, 549, 1299, 1499]);
    expect(await slugs('PriceHighLow')).toEqual([1499, 1299, 549, 499]);
    const byName = ProductListSchema.parse((await get('/api/products?sort=Name')).body);
    expect(byName.data.map((p) => p.name[0])).toEqual(['A', 'C', 'N', 'W']);
    const popular = ProductListSchema.parse((await get('/api/products?sort=Popular')).body);
    expect(popular.data[0]?.slug).toBe('carbon-fibre-obsidian-iphone');
  });

  it('filters by categories and by any of several tags', async () => {
    const laptops = ProductListSchema.parse(
      (await get('/api/products?categories=laptop-skins,console-skins')).body,
    );
    expect(laptops.data.map((p) => p.slug).sort()).toEqual([
      'arctic-marble-macbook',
      'neon-grid-ps5',
    ]);
    const tagged = ProductListSchema.parse((await get('/api/products?tags=wood,marble')).body);
    expect(tagged.total).toBe(2);
  });

  it('answers 404 for an unknown category and 400 with field details for bad paging', async () => {
    const unknown = await get('/api/products?categories=fridge-skins');
    expect(unknown.status).toBe(404);
    expect(ErrorBodySchema.parse(unknown.body).code).toBe('NOT_FOUND');

    for (const query of [
      'page=0',
      'limit=0',
      'limit=101',
      'page=abc',
      'limit=1.5',
      'sort=Cheapest',
    ]) {
      const bad = await get(`/api/products?${query}`);
      expect(bad.status, query).toBe(400);
      const error = ErrorBodySchema.parse(bad.body);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.details?.fields as object)).toEqual([query.split('=')[0]]);
    }
  });

  it('filters by search text, typo-tolerant, and answers nothing for a blank search', async () => {
    const found = ProductListSchema.parse((await get('/api/products?search=macbok')).body);
    expect(found.data.map((p) => p.slug)).toEqual(['arctic-marble-macbook']);
    const blank = ProductListSchema.parse((await get('/api/products?search=%20%20')).body);
    expect(blank).toMatchObject({ data: [], total: 0, totalPages: 0 });
  });
});

describe('GET /api/products/type/{type}', () => {
  it('lists only that product type', async () => {
    const list = ProductListSchema.parse((await get('/api/products/type/ps5')).body);
    expect(list.data.map((p) => p.slug)).toEqual(['neon-grid-ps5']);
  });

  it('answers 404 for an unknown type', async () => {
    const { status, body } = await get('/api/products/type/toaster');
    expect(status).toBe(404);
    expect(ErrorBodySchema.parse(body).code).toBe('NOT_FOUND');
  });
});

describe('GET /api/products/{idOrSlug}', () => {
  it('finds a product by slug and by id', async () => {
    const bySlug = ProductSchema.parse((await get('/api/products/neon-grid-ps5')).body);
    const byId = ProductSchema.parse((await get(`/api/products/${bySlug._id}`)).body);
    expect(byId).toEqual(bySlug);
    expect(bySlug.compatibility).toEqual([
      { brand: 'Sony', models: ['PS5 Slim (Disc)', 'DualSense'] },
    ]);
  });

  it('hides inactive and unknown products, including ids that are not UUIDs', async () => {
    for (const id of ['retired-iphone', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const { status, body } = await get(`/api/products/${encodeURIComponent(id)}`);
      expect(status, id).toBe(404);
      expect(ErrorBodySchema.parse(body)).toEqual({
        message: 'Product not found',
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('rails and categories', () => {
  it('lists new arrivals newest first, with a limit', async () => {
    const { body } = await get('/api/products/new-arrivals?limit=2');
    expect((body as { data: { slug: string }[] }).data.map((p) => p.slug)).toEqual([
      'woodgrain-walnut-galaxy',
      'neon-grid-ps5',
    ]);
    expect((await get('/api/products/new-arrivals?limit=1000')).status).toBe(400);
  });

  it('puts bestsellers first in trending until orders exist', async () => {
    const { body } = await get('/api/products/trending');
    expect((body as { data: { slug: string }[] }).data[0]?.slug).toBe(
      'carbon-fibre-obsidian-iphone',
    );
  });

  it('lists the four categories with their product types', async () => {
    const { status, body } = await get('/api/categories');
    expect(status).toBe(200);
    const { data } = body as { data: { slug: string; productTypes: { name: string }[] }[] };
    expect(data.map((c) => c.slug)).toEqual([
      'mobile-skins',
      'laptop-skins',
      'console-skins',
      'accessories',
    ]);
    expect(data[3]?.productTypes.map((t) => t.name)).toEqual(['airpods', 'apple-watch', 'others']);
  });
});
