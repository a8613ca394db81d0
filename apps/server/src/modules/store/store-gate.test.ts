import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { someAppServices } from '../../plugins/app-services.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { nobodyIsAdmin } from '../../plugins/require-admin.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { registerStoreGate } from './store-gate.ts';
import { StoreLock, UNLOCK_COOKIE_NAME } from './store-lock.ts';

const PASSWORD = 'open sesame';
const APP_SECRET = 's'.repeat(43);
const LOCKED = {
  message: 'The store is locked. Enter the store password to continue.',
  code: 'STORE_LOCKED',
};

const shop = await buildTestApp({ STORE_PASSWORD: PASSWORD, APP_SECRET });
const product = await createProduct(shop.database.db, { slug: 'carbon-fibre-obsidian' });

async function unlockCookie(app = shop.app, password = PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/store/unlock',
    payload: { password },
  });
  const value = response.cookies.find((c) => c.name === UNLOCK_COOKIE_NAME)?.value;
  if (!value) throw new Error(`unlock failed: ${response.statusCode} ${response.body}`);
  return value;
}

const get = (url: string, token?: string, app = shop.app) =>
  app.inject({
    method: 'GET',
    url,
    ...(token === undefined ? {} : { cookies: { [UNLOCK_COOKIE_NAME]: token } }),
  });

const GATED_CALLS = [
  '/api/products',
  '/api/products/type/iphone',
  '/api/products/search?search=carbon',
  `/api/products/${product.slug}`,
  '/api/categories',
];

describe('the store gate while it is on', () => {
  it.each(GATED_CALLS)('answers 403 STORE_LOCKED to %s without the unlock cookie', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(LOCKED);
    expect(response.body).not.toContain(product.slug.slice(0, 12));
  });

  it.each(GATED_CALLS)('lets %s through with the unlock cookie', async (url) => {
    const response = await get(url, await unlockCookie());
    expect(response.statusCode).toBe(200);
  });

  it.each([
    '/api/campaigns/search?name=SKINS10',
    '/api/payments/create-order',
    '/api/orders/1d0c6a4e-7a4b-4f2e-9f33-0b8b0b1e2a3c',
    // The router decodes the path before it matches a route; so does the gate.
    '/api/%70roducts',
  ])('gates %s too', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(LOCKED);
  });

  it('answers 403 before validation: a locked call with a bad query is not a 400', async () => {
    const locked = await get('/api/products?page=0&limit=abc');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'STORE_LOCKED' });
    const unlocked = await get('/api/products?page=0&limit=abc', await unlockCookie());
    expect(unlocked.statusCode).toBe(400);
  });

  it.each([
    ['/api/health', 200],
    ['/api/store/config', 200],
    ['/api/openapi.json', 200],
    ['/api/docs', 200],
    ['/api/docs/static/swagger-ui.css', 200],
    ['/media/art/v2/iphone/carbon-fibre/obsidian/front.svg', 200],
    ['/robots.txt', 200],
  ])('leaves %s open', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
  });

  // Open past the gate, or admin only: whatever they answer, the gate is not the reason.
  it.each([
    ['POST', '/api/store/unlock'],
    ['POST', '/api/auth/login'],
    ['GET', '/api/auth/me'],
    ['POST', '/api/subscription/subscribe'],
    ['POST', '/api/subscription/toggle-subscription'],
    ['POST', '/api/payments/webhook'],
    ['GET', '/api/campaigns'],
    ['POST', '/api/campaigns'],
  ] as const)('does not gate %s %s', async (method, url) => {
    const response = await shop.app.inject({ method, url, payload: {} });
    expect(response.body).not.toContain('STORE_LOCKED');
  });

  it('refuses a tampered cookie', async () => {
    const token = await unlockCookie();
    const [version, issuedAt, signature = ''] = token.split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const forged of [
      `${version}.${issuedAt}.${flipped}`,
      `${version}.${Number(issuedAt) + 3600}.${signature}`,
      `${'x'.repeat(16)}.${issuedAt}.${signature}`,
      'unlocked',
      '',
    ]) {
      const response = await get('/api/products', forged);
      expect(response.statusCode, forged).toBe(403);
      expect(response.json()).toEqual(LOCKED);
    }
  });

  it('refuses a cookie issued before the password changed', async () => {
    const before = await unlockCookie();
    // The same shop restarted with a new STORE_PASSWORD (same APP_SECRET).
    const changed = await buildTestApp({ STORE_PASSWORD: 'a new password', APP_SECRET });
    const refused = await get('/api/products', before, changed.app);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(LOCKED);
    const after = await unlockCookie(changed.app, 'a new password');
    expect((await get('/api/products', after, changed.app)).statusCode).toBe(200);
    // And the new cookie does not open the shop that still has the old password.
    expect((await get('/api/products', after)).statusCode).toBe(403);
  });

  it('accepts the cookie on another instance with the same password and APP_SECRET', async () => {
    const token = await unlockCookie();
    const twin = await buildTestApp({ STORE_PASSWORD: PASSWORD, APP_SECRET });
    expect((await get('/api/products', token, twin.app)).statusCode).toBe(200);
  });
});

describe('the store gate while it is off (STORE_PASSWORD empty)', () => {
  it('leaves every call open without a cookie', async () => {
    const open = await buildTestApp({ STORE_PASSWORD: '' });
    for (const url of ['/api/products', '/api/categories', '/api/products/search?search=x']) {
      expect((await get(url, undefined, open.app)).statusCode, url).toBe(200);
    }
    expect((await get('/api/products?page=0', undefined, open.app)).statusCode).toBe(400);
  });
});

describe('registerStoreGate seams', () => {
  async function gatedApp(options: Parameters<typeof registerStoreGate>[1]) {
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(cookie);
    await app.register(someAppServices, { authenticateAdmin: nobodyIsAdmin });
    registerStoreGate(app, options);
    app.get('/api/products', async () => ({ data: [] }));
    await app.register(
      adminRoutes(async (admin) => {
        admin.get('/api/orders/all', async () => ({ data: [] }));
      }),
    );
    app.get('/api/orders/:id', async () => ({ status: 'Placed' }));
    app.post('/api/payments/webhook', { config: { openPastGate: true } }, async () => ({ ok: 1 }));
    await app.ready();
    return app;
  }
  const lock = new StoreLock(PASSWORD, APP_SECRET);

  it('lets an admin through', async () => {
    const app = await gatedApp({
      lock,
      isAdmin: (request) => request.headers.authorization === 'Bearer admin-token',
    });
    const admin = await app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { authorization: 'Bearer admin-token' },
    });
    expect(admin.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(403);
  });

  it('gates a token isAdmin does not accept', async () => {
    const app = await gatedApp({ lock, isAdmin: () => false });
    const response = await app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { authorization: 'Bearer anything' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('leaves admin routes to auth, inside a gated prefix', async () => {
    const app = await gatedApp({ lock, isAdmin: () => false });
    // adminRoutes' own check answers: 401, not the gate's 403.
    const admin = await app.inject({ method: 'GET', url: '/api/orders/all' });
    expect(admin.statusCode).toBe(401);
    expect(admin.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await app.inject({ method: 'GET', url: '/api/orders/42' })).statusCode).toBe(403);
  });

  it('leaves a route declared openPastGate open, and only that route', async () => {
    const app = await gatedApp({ lock, isAdmin: () => false });
    const webhook = await app.inject({ method: 'POST', url: '/api/payments/webhook' });
    expect(webhook.statusCode).toBe(200);
    // Another method on the same path matches no route: gated like the rest of /api/payments.
    const other = await app.inject({ method: 'GET', url: '/api/payments/webhook' });
    expect(other.json()).toEqual(LOCKED);
  });
});
