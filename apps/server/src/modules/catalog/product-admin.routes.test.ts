import { ProductDeactivatedSchema, ProductListSchema, ProductSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AdminIdentity } from '../../plugins/require-admin.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { createLoggedApp } from '../../testing/logged-app.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { checkouts } from '../payments/checkouts.tables.ts';
import { products } from './catalog.tables.ts';
import { CatalogCache } from './catalog-cache.ts';
import { productAdminRoutes } from './product-admin.routes.ts';

const TOKENS: Record<string, AdminIdentity> = {
  'test-admin': { email: 'admin@example.in', role: 'admin' },
  'test-customer': { email: 'customer@example.in', role: 'customer' },
};
async function authenticateAdmin(request: FastifyRequest): Promise<AdminIdentity | null> {
  const token = request.headers.authorization?.replace(/^Bearer /, '');
  return (token && TOKENS[token]) || null;
}

// The password gate stays on: admin writes must not need the shopper's unlock cookie.
const { app, database } = await buildTestApp(
  { STORE_PASSWORD: 'open-sesame' },
  { authenticateAdmin },
);
const { db } = database;
const ADMIN = { authorization: 'Bearer test-admin' };
const UPLOAD = '/media/uploads/4b0f1111-2222-4333-8444-555566667777/1280.webp';
const ARTWORK = '/media/art/v2/iphone/carbon-fibre/obsidian/front.svg';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function body(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Carbon Fibre Black',
    description: 'Textured vinyl with a carbon weave.',
    price: 549,
    compareAtPrice: 699,
    images: [UPLOAD, ARTWORK],
    category: 'mobile-skins',
    productType: 'iphone',
    tags: ['textured'],
    compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] }],
    ...overrides,
  };
}

const create = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/products', headers: ADMIN, payload: payload as object });
const update = (idOrSlug: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/products/${idOrSlug}`,
    headers: ADMIN,
    payload: payload as object,
  });
const remove = (idOrSlug: string) =>
  app.inject({ method: 'DELETE', url: `/api/products/${idOrSlug}`, headers: ADMIN });

/** A storefront read, as the admin (the gate is on; an admin token passes it). */
const read = (url: string) => app.inject({ method: 'GET', url, headers: ADMIN });
// What the storefront shows: a shopper past the password gate (admins also see inactive products).
const unlock = await app.inject({
  method: 'POST',
  url: '/api/store/unlock',
  payload: { password: 'open-sesame' },
});
const SHOPPER = { cookie: unlock.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
const shopperRead = (url: string) => app.inject({ method: 'GET', url, headers: SHOPPER });

async function createdProduct(overrides: Record<string, unknown> = {}) {
  const response = await create(body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ProductSchema.parse(response.json());
}

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

describe('DELETE /api/products/{idOrSlug}', () => {
  it('deletes a product nobody ordered: 204, gone from the storefront and the database', async () => {
    const product = await createdProduct();
    await read('/api/products?limit=100');
    const response = await remove(product.slug);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await db.select().from(products).where(eq(products.id, product._id))).toEqual([]);
    expect((await read(`/api/products/${product._id}`)).statusCode).toBe(404);
    const listed = ProductListSchema.parse((await read('/api/products?limit=100')).json());
    expect(listed.data.some((p) => p._id === product._id)).toBe(false);
    expect((await remove(product._id)).statusCode).toBe(404);
  });

  it('deactivates an ordered product instead; the order keeps its item and image', async () => {
    const row = await createProduct(db, { name: 'Ordered Skin' });
    const { order } = await createOrder(db, { lines: [{ product: row, quantity: 2 }] });
    const response = await remove(row.id);
    expect(response.statusCode).toBe(200);
    expect(ProductDeactivatedSchema.parse(response.json())).toEqual({
      _id: row.id,
      outcome: 'deactivated',
    });
    const [kept] = await db.select().from(products).where(eq(products.id, row.id));
    expect(kept).toMatchObject({ active: false, images: row.images });
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ productId: row.id, name: 'Ordered Skin', image: row.images[0] });
    expect((await shopperRead(`/api/products/${row.id}`)).statusCode).toBe(404);
    // Deleting it again changes nothing and says so the same way.
    expect((await remove(row.slug)).json()).toEqual({ _id: row.id, outcome: 'deactivated' });
  });

  it('deactivates a product a pending checkout holds: that payment may still become an order', async () => {
    const row = await createProduct(db);
    const line = {
      productId: row.id,
      name: row.name,
      image: row.images[0] ?? '',
      priceInPaise: row.priceInPaise,
      quantity: 1,
      brand: 'Apple',
      model: 'iPhone 16',
    };
    await db.insert(checkouts).values({
      amountInPaise: 59_300,
      fingerprint: `test-${row.id}`,
      email: 'buyer@example.in',
      expiresAt: new Date(Date.now() + 60_000),
      snapshot: {
        user: {
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'buyer@example.in',
          phone: '9876543210',
        },
        shipping: {
          firstName: 'Asha',
          lastName: 'Rao',
          address: '12 MG Road',
          city: 'Bengaluru',
          pin: '560001',
          state: 'Karnataka',
          country: 'India',
          phone: '9876543210',
          email: 'buyer@example.in',
        },
        lines: [line],
        totals: {
          subtotalInPaise: 54_900,
          discountInPaise: 0,
          taxInPaise: 4_392,
          totalInPaise: 59_292,
        },
        coupon: null,
      },
    });
    const response = await remove(row.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: row.id, outcome: 'deactivated' });
  });

  it('answers 404 for an unknown product and 400 for an absurd id', async () => {
    expect((await remove(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await remove('no-such-slug')).statusCode).toBe(404);
    expect((await remove('x'.repeat(201))).statusCode).toBe(400);
  });
});

describe('the audit trail of product writes', () => {
  it('logs who created, updated and deleted which product', async () => {
    // The same routes on an app whose log the test can read.
    const { app: logged, lines } = createLoggedApp({ db, authenticateAdmin });
    await logged.register(productAdminRoutes, {
      prefix: '/api/products',
      cache: new CatalogCache(60_000),
    });
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      logged.inject({ method, url, headers: ADMIN, ...(payload ? { payload } : {}) });

    const created = ProductSchema.parse((await call('POST', '/api/products', body())).json());
    await call('PUT', `/api/products/${created._id}`, body({ price: 600 }));
    await call('DELETE', `/api/products/${created._id}`);
    await call('POST', '/api/products', body({ price: 0 }));
    await logged.close();

    const audit = lines.filter((line) => typeof line.action === 'string');
    expect(
      audit.map(({ admin, action, productId, outcome }) => ({ admin, action, productId, outcome })),
    ).toEqual([
      {
        admin: 'admin@example.in',
        action: 'product.create',
        productId: created._id,
        outcome: undefined,
      },
      {
        admin: 'admin@example.in',
        action: 'product.update',
        productId: created._id,
        outcome: undefined,
      },
      {
        admin: 'admin@example.in',
        action: 'product.delete',
        productId: created._id,
        outcome: 'deleted',
      },
    ]);
  });
});
