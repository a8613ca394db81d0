import { ProductListSchema, ProductSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from './catalog.tables.ts';
import {
  ADMIN,
  ARTWORK,
  body,
  productAdminApp,
  UNKNOWN_ID,
  UPLOAD,
} from './product-admin.fixtures.ts';

// DELETE and the audit trail are in product-admin.delete.test.ts.
const { app, db, create, update, read, shopperRead, createdProduct } = await productAdminApp();

describe('admin auth on product writes', () => {
  const calls = [
    { method: 'POST', url: '/api/products', payload: {} },
    { method: 'PUT', url: `/api/products/${UNKNOWN_ID}`, payload: {} },
    { method: 'DELETE', url: `/api/products/${UNKNOWN_ID}` },
  ] as const;

  it('answers 401 without a valid token, before validation and before the store gate', async () => {
    for (const call of calls) {
      for (const headers of [{}, { authorization: 'Bearer wrong' }]) {
        const response = await app.inject({ ...call, headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    }
  });

  it('answers 403 FORBIDDEN for a token of another role', async () => {
    for (const call of calls) {
      const response = await app.inject({
        ...call,
        headers: { authorization: 'Bearer test-customer' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('POST /api/products', () => {
  it('creates the product: rupees in, paise stored, slug and thumbnail made, text trimmed', async () => {
    const response = await create(
      body({ name: '  Carbon Fibre Black  ', tags: ['Matte', 'matte', ' NEW '] }),
    );
    expect(response.statusCode).toBe(201);
    const product = ProductSchema.parse(response.json());
    expect(product).toMatchObject({
      name: 'Carbon Fibre Black',
      slug: 'carbon-fibre-black',
      price: 549,
      compareAtPrice: 699,
      images: [UPLOAD, ARTWORK],
      thumbnail: UPLOAD.replace('1280.webp', '320.webp'),
      category: 'mobile-skins',
      productType: { name: 'iphone' },
      tags: ['matte', 'new'],
      active: true,
    });
    const [row] = await db.select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({ priceInPaise: 54_900, compareAtPriceInPaise: 69_900 });
    expect(row?.searchText).toContain('carbon');

    const shown = await read(`/api/products/${product.slug}`);
    expect(shown.statusCode).toBe(200);
    expect(ProductSchema.parse(shown.json())._id).toBe(product._id);
  });

  it('keeps slugs unique: the same name again gets -2, then -3', async () => {
    const first = await createdProduct({ name: 'Aurora Marble' });
    const second = await createdProduct({ name: 'aurora   marble!' });
    const third = await createdProduct({ name: 'Aurora Marble' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'aurora-marble',
      'aurora-marble-2',
      'aurora-marble-3',
    ]);
  });

  it('makes working slugs from any name: accents, other scripts, route words', async () => {
    expect((await createdProduct({ name: 'Crème Brûlée' })).slug).toBe('creme-brulee');
    expect((await createdProduct({ name: 'कार्बन' })).slug).toMatch(/^product(-\d+)?$/);
    // /api/products/search is a route of its own; a product there could never be opened.
    expect((await createdProduct({ name: 'Search' })).slug).toBe('search-2');
    const long = await createdProduct({ name: 'word '.repeat(40) });
    expect(long.slug.length).toBeLessThanOrEqual(80);
  });

  it('takes an admin’s own slug, and answers 409 when another product has it', async () => {
    const product = await createdProduct({ slug: ' My-Own-Slug ' });
    expect(product.slug).toBe('my-own-slug');
    const again = await create(body({ slug: 'my-own-slug' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      details: { fields: { slug: 'Another product already uses this slug.' } },
    });
  });

  it('creates an inactive product when asked, which the storefront does not show', async () => {
    const product = await createdProduct({ active: false });
    expect(product.active).toBe(false);
    expect((await shopperRead(`/api/products/${product._id}`)).statusCode).toBe(404);
  });

  it('answers 400 with the field for every bad body', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 42 }, 'name'],
      [{ description: 'x'.repeat(5001) }, 'description'],
      [{ description: undefined }, 'description'],
      [{ price: 0 }, 'price'],
      [{ price: -5 }, 'price'],
      [{ price: 5.499 }, 'price'],
      [{ price: '549' }, 'price'],
      [{ price: 1e308 }, 'price'],
      [{ compareAtPrice: 549 }, 'compareAtPrice'],
      [{ compareAtPrice: 400 }, 'compareAtPrice'],
      [{ images: [] }, 'images'],
      [{ images: ['https://elsewhere.example/x.png'] }, 'images.0'],
      [{ images: ['/media/uploads/../../app-secret'] }, 'images.0'],
      [{ images: ['javascript:alert(1)'] }, 'images.0'],
      [{ images: [UPLOAD, UPLOAD] }, 'images'],
      [{ images: Array.from({ length: 13 }, () => ARTWORK) }, 'images'],
      [{ category: 'phones' }, 'category'],
      [{ productType: 'walkman' }, 'productType'],
      [{ productType: 'ps5' }, 'productType'],
      [{ tags: ['a,b'] }, 'tags.0'],
      [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
      [{ compatibility: [{ brand: 'Apple', models: [] }] }, 'compatibility.0.models'],
      [{ compatibility: [{ brand: ' ', models: ['X'] }] }, 'compatibility.0.brand'],
      [
        {
          compatibility: [
            { brand: 'Apple', models: ['A'] },
            { brand: 'apple', models: ['B'] },
          ],
        },
        'compatibility',
      ],
      [{ slug: 'Not a slug!' }, 'slug'],
      [{ slug: '4b0f1111-2222-4333-8444-555566667777' }, 'slug'],
      [{ slug: 'trending' }, 'slug'],
      [{ active: 'yes' }, 'active'],
    ];
    for (const [overrides, field] of bad) {
      const response = await create(body(overrides));
      const label = JSON.stringify(overrides).slice(0, 80);
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.keys(response.json().details.fields), label).toContain(field);
    }
  });

  it('answers malformed JSON and a non-object body with 400', async () => {
    for (const payload of ['{"name": "x",', '[]', 'null', '"text"']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...ADMIN, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('PUT /api/products/{idOrSlug}', () => {
  it('shows the new price on the next read, though the old answer was cached', async () => {
    const product = await createdProduct();
    const before = await read(`/api/products/${product.slug}`);
    expect(before.json()).toMatchObject({ price: 549 });
    const list = await read('/api/products?limit=100');
    expect(ProductListSchema.parse(list.json()).data.some((p) => p._id === product._id)).toBe(true);

    const response = await update(product._id, body({ price: 499.5, compareAtPrice: null }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: product._id, price: 499.5, compareAtPrice: null });

    expect((await read(`/api/products/${product.slug}`)).json()).toMatchObject({ price: 499.5 });
    const listed = ProductListSchema.parse((await read('/api/products?limit=100')).json());
    expect(listed.data.find((p) => p._id === product._id)?.price).toBe(499.5);
  });

  it('lets search find the new name at once, and no longer the old one', async () => {
    const product = await createdProduct({ name: 'Quokkaline Pattern' });
    const found = async (query: string) =>
      ProductListSchema.parse(
        (await read(`/api/products/search/full?query=${query}`)).json(),
      ).data.map((p) => p._id);
    expect(await found('quokkaline')).toContain(product._id);

    const response = await update(product.slug, body({ name: 'Zephyrine Waves' }));
    expect(response.statusCode).toBe(200);
    expect(await found('zephyrine')).toContain(product._id);
    expect(await found('quokkaline')).not.toContain(product._id);
  });

  it('keeps the slug and active state when the body leaves them out', async () => {
    const product = await createdProduct({ name: 'Old Name Here', active: false });
    const response = await update(product.slug, body({ name: 'Brand New Name' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'old-name-here',
      name: 'Brand New Name',
      active: false,
    });
    const reactivated = await update(product._id, body({ active: true, slug: 'fresh-slug' }));
    expect(reactivated.json()).toMatchObject({ slug: 'fresh-slug', active: true });
    expect((await read('/api/products/fresh-slug')).statusCode).toBe(200);
    expect((await read('/api/products/old-name-here')).statusCode).toBe(404);
  });

  it('takes the product away from the storefront when deactivated', async () => {
    const product = await createdProduct();
    expect((await read(`/api/products/${product._id}`)).statusCode).toBe(200);
    expect((await update(product._id, body({ active: false }))).statusCode).toBe(200);
    expect((await shopperRead(`/api/products/${product._id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown product, 409 for a slug in use, 400 for a bad body', async () => {
    const unknown = await update(UNKNOWN_ID, body());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await update('no-such-product', body())).statusCode).toBe(404);

    const taken = await createdProduct();
    const product = await createdProduct();
    const conflict = await update(product._id, body({ slug: taken.slug }));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'CONFLICT' });

    const invalid = await update(product._id, body({ price: 'free' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ details: { fields: { price: expect.any(String) } } });
    expect((await update('x'.repeat(201), body())).statusCode).toBe(400);
  });
});
