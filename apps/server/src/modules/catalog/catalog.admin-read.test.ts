import { ErrorBodySchema, ProductListSchema, ProductSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestAdmin, TEST_ADMIN_PASSWORD } from '../../testing/auth-test-kit.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { admins } from '../auth/admins.tables.ts';

// The real sign-in, and the password gate on: an admin's token alone opens the catalog to them.
const { app, database } = await buildTestApp({ STORE_PASSWORD: 'open-sesame' });
const { db } = database;
const day = (n: number) => new Date(Date.UTC(2026, 9, n));

async function signIn(role: 'owner' | 'staff'): Promise<Record<string, string>> {
  const { email } = await createTestAdmin(db, { role });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_ADMIN_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return bearer((response.json() as { token: string }).token);
}

const ADMIN = await signIn('owner');
// A disabled account's token: no admin any more.
const EDITOR = await signIn('staff');
await db.update(admins).set({ disabledAt: new Date() }).where(eq(admins.role, 'staff'));
const unlocked = async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/store/unlock',
    payload: { password: 'open-sesame' },
  });
  const cookie = response.cookies[0];
  if (!cookie) throw new Error('no unlock cookie');
  return { cookie: `${cookie.name}=${cookie.value}` };
};
const SHOPPER = await unlocked();

const live = await createProduct(db, { name: 'Live Skin', slug: 'live-skin', createdAt: day(1) });
const retired = await createProduct(db, {
  name: 'Retired Skin',
  slug: 'retired-skin',
  active: false,
  createdAt: day(2),
});
await createProduct(db, {
  name: 'Retired Laptop Skin',
  slug: 'retired-laptop',
  productType: 'macbook',
  active: false,
  createdAt: day(3),
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const slugsOf = (body: unknown) => ProductListSchema.parse(body).data.map((p) => p.slug);
const codeOf = (body: unknown) => ErrorBodySchema.parse(body).code;

describe('GET /api/products?includeInactive=true', () => {
  it('answers 401 without a token, or with a token that is not valid', async () => {
    for (const headers of [SHOPPER, { ...SHOPPER, authorization: 'Bearer not-a-token' }]) {
      const response = await get('/api/products?includeInactive=true', headers);
      expect(response.statusCode).toBe(401);
      expect(codeOf(response.json())).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 401 to the token of a disabled admin', async () => {
    const response = await get('/api/products?includeInactive=true', { ...SHOPPER, ...EDITOR });
    expect(response.statusCode).toBe(401);
    expect(codeOf(response.json())).toBe('UNAUTHENTICATED');
  });

  it('lists inactive products too for an admin, newest first, not to be stored anywhere', async () => {
    const response = await get('/api/products?includeInactive=true', ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = ProductListSchema.parse(response.json());
    expect(list.data.map((p) => [p.slug, p.active])).toEqual([
      ['retired-laptop', false],
      ['retired-skin', false],
      ['live-skin', true],
    ]);
    expect(list).toMatchObject({ total: 3, totalPages: 1, page: 1, limit: 12 });
  });

  it('still filters, searches and pages for an admin', async () => {
    const byCategory = await get(
      '/api/products?includeInactive=true&categories=laptop-skins',
      ADMIN,
    );
    expect(slugsOf(byCategory.json())).toEqual(['retired-laptop']);
    const searched = await get('/api/products?includeInactive=true&search=retired', ADMIN);
    expect(slugsOf(searched.json()).sort()).toEqual(['retired-laptop', 'retired-skin']);
    const paged = ProductListSchema.parse(
      (await get('/api/products?includeInactive=true&limit=2&page=2', ADMIN)).json(),
    );
    expect(paged).toMatchObject({ total: 3, totalPages: 2 });
    expect(paged.data.map((p) => p.slug)).toEqual(['live-skin']);
  });

  it('lists only what shoppers see with includeInactive=false or without it, for anyone', async () => {
    for (const url of ['/api/products', '/api/products?includeInactive=false']) {
      expect(slugsOf((await get(url, SHOPPER)).json())).toEqual(['live-skin']);
      expect(slugsOf((await get(url, ADMIN)).json())).toEqual(['live-skin']);
    }
  });

  it('answers 400, not 500, for a flag that is not true or false', async () => {
    for (const value of ['yes', '1', 'TRUE', '', 'true&includeInactive=true']) {
      const response = await get(`/api/products?includeInactive=${value}`, ADMIN);
      expect(response.statusCode, value).toBe(400);
      expect(codeOf(response.json())).toBe('VALIDATION_FAILED');
    }
  });

  it('works for one product type as well, with the same permissions', async () => {
    expect((await get('/api/products/type/macbook?includeInactive=true', SHOPPER)).statusCode).toBe(
      401,
    );
    expect(
      (await get('/api/products/type/macbook?includeInactive=true', { ...SHOPPER, ...EDITOR }))
        .statusCode,
    ).toBe(401);
    const admin = await get('/api/products/type/macbook?includeInactive=true', ADMIN);
    expect(slugsOf(admin.json())).toEqual(['retired-laptop']);
    expect(slugsOf((await get('/api/products/type/macbook', SHOPPER)).json())).toEqual([]);
  });
});

describe('the catalog cache and admin answers', () => {
  it('never serves an admin list to shoppers, nor a cached shopper list to an admin', async () => {
    // Same filters each way round: the admin's answer must not land in the shared cache.
    const adminFirst = '/api/products?sort=Name&includeInactive=true';
    expect(slugsOf((await get(adminFirst, ADMIN)).json())).toHaveLength(3);
    expect(slugsOf((await get('/api/products?sort=Name', SHOPPER)).json())).toEqual(['live-skin']);

    expect(slugsOf((await get('/api/products?sort=PriceLowHigh', SHOPPER)).json())).toEqual([
      'live-skin',
    ]);
    const afterShopper = '/api/products?sort=PriceLowHigh&includeInactive=true';
    expect(slugsOf((await get(afterShopper, ADMIN)).json())).toHaveLength(3);
    expect(slugsOf((await get('/api/products?sort=PriceLowHigh', SHOPPER)).json())).toEqual([
      'live-skin',
    ]);
  });
});

describe('GET /api/products/{idOrSlug} of an inactive product', () => {
  it('answers it to an admin, by slug or id, fresh and not to be stored', async () => {
    for (const idOrSlug of [retired.slug, retired.id]) {
      const response = await get(`/api/products/${idOrSlug}`, ADMIN);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(ProductSchema.parse(response.json())).toMatchObject({
        _id: retired.id,
        active: false,
      });
    }
  });

  it('stays 404 for shoppers, a non-admin account and a bad token, after the admin opened it', async () => {
    const others = [
      SHOPPER,
      { ...SHOPPER, ...EDITOR },
      { ...SHOPPER, authorization: 'Bearer nope' },
    ];
    for (const headers of others) {
      for (const idOrSlug of [retired.slug, retired.id]) {
        const response = await get(`/api/products/${idOrSlug}`, headers);
        expect(response.statusCode).toBe(404);
        expect(codeOf(response.json())).toBe('NOT_FOUND');
      }
    }
  });

  it('answers an active product the same to both (the admin also its stock, decision 065), and 404 for an unknown one to an admin', async () => {
    const shopper = await get(`/api/products/${live.slug}`, SHOPPER);
    const admin = await get(`/api/products/${live.slug}`, ADMIN);
    expect(admin.json()).toEqual({ ...shopper.json(), stock: null });
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/products/no-such-skin', ADMIN)).statusCode).toBe(404);
  });
});
