import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { UNLOCK_COOKIE_NAME } from './modules/store/store-lock.ts';
import { bearer, createTestAdmin, TEST_ADMIN_PASSWORD } from './testing/auth-test-kit.ts';
import { buildTestApp } from './testing/build-test-app.ts';
import { FakeWhatsApp } from './testing/fake-whatsapp.ts';

// Every /api route of the real app, as declared, sorted by who may call it. A route is admin by
// its declaration (plugins/admin-scope.ts); open by the contract (API.md § Store and password
// gate); every other /api route belongs to the storefront and is behind the store password.
// WhatsApp is configured so that Meta's webhook, which exists only then, is in the table.

const PASSWORD = 'open sesame';
const whatsapp = await FakeWhatsApp.start();
afterAll(() => whatsapp.close());
const declared: RouteOptions[] = [];
const { app, database } = await buildTestApp(
  { STORE_PASSWORD: PASSWORD, ...whatsapp.env() },
  {
    onRoute: (route) => {
      declared.push(route);
    },
  },
);

/** Open while the gate is on (API.md), with the API's own documentation. */
const OPEN_BY_CONTRACT = [
  /^\/api\/health\/?$/,
  /^\/api\/ready\/?$/,
  /^\/api\/store\//,
  /^\/api\/auth\//,
  /^\/api\/subscription\//,
  /^\/api\/payments\/webhook$/,
  /^\/api\/notifications\/whatsapp\/webhook$/,
  /^\/api\/openapi\.json$/,
  /^\/api\/docs(\/|$)/,
];
/** Open routes that answer 401 by contract: who the bearer token belongs to. */
const ASKS_FOR_A_TOKEN = ['GET /api/auth/me'];
/**
 * Open routes a provider's servers call, checked by a signature over the body instead of a sign
 * in: 401 unsigned (nothing recorded), and a signed call needs nothing more. The body is `{}`.
 */
const SIGNED_BY_PROVIDER: Record<string, Record<string, string>> = {
  'POST /api/notifications/whatsapp/webhook': whatsapp.signedHeaders('{}'),
};

/**
 * The admin routes staff may call (API.md § The owner's desk: orders and returns, ship, deliver,
 * answer reviews); every other admin route is the owner's. Declared per route (`allowStaff`):
 * this list pins the declaration, so a route moved to staff shows here.
 */
const STAFF_ROUTES = [
  'GET /api/orders/all',
  'GET /api/orders/:id/activity',
  'PUT /api/orders/:id/ship',
  'POST /api/orders/ship-bulk',
  'PUT /api/orders/:id/deliver',
  'GET /api/admin/reviews',
  'PUT /api/admin/reviews/:id',
  'GET /api/admin/returns',
  'GET /api/admin/returns/:id',
  'PUT /api/returns/:id/request-info',
  'PUT /api/returns/:id/receive',
  'PUT /api/returns/:id/ship-replacement',
  'GET /api/admin/dashboard',
  'POST /api/store/preview',
];

interface Call {
  name: string;
  method: string;
  url: string;
  summary: string;
  isAdmin: boolean;
  allowsStaff: boolean;
}

// Any value fits: auth and the gate answer before the route's own validation.
const sampleUrl = (pattern: string) =>
  pattern.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');

const calls: Call[] = declared
  .filter((route) => route.url.startsWith('/api/'))
  .flatMap((route) => [route.method].flat().map((method) => ({ route, method: String(method) })))
  .filter(({ method }) => method !== 'HEAD')
  .map(({ route, method }) => ({
    name: `${method} ${route.url}`,
    method,
    url: sampleUrl(route.url),
    summary: String((route.schema as { summary?: unknown } | undefined)?.summary ?? ''),
    isAdmin: route.config?.adminOnly === true,
    allowsStaff: route.config?.allowStaff === true,
  }));
const isOpen = (call: Call) => OPEN_BY_CONTRACT.some((pattern) => pattern.test(call.url));
const admin = calls.filter((call) => call.isAdmin);
const open = calls.filter((call) => !call.isAdmin && isOpen(call));
const storefront = calls.filter((call) => !call.isAdmin && !isOpen(call));

const unlock = await app.inject({
  method: 'POST',
  url: '/api/store/unlock',
  payload: { password: PASSWORD },
});
const unlockCookie =
  unlock.cookies.find((cookie) => cookie.name === UNLOCK_COOKIE_NAME)?.value ?? '';

async function tokenOf(role: 'owner' | 'staff'): Promise<Record<string, string>> {
  const { email } = await createTestAdmin(database.db, { role });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_ADMIN_PASSWORD },
  });
  return bearer(response.json().token);
}
const STAFF = await tokenOf('staff');

const send = (call: Call, headers: Record<string, string> = {}, cookies = {}) =>
  app.inject({
    method: call.method as 'GET',
    url: call.url,
    headers,
    cookies,
    // Every write gets a body, so none fails for the lack of one before it is judged.
    ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('the route table', () => {
  it('holds every kind of route (this test cannot pass on an empty table)', () => {
    const names = (list: Call[]) => list.map((call) => call.name);
    expect(names(admin)).toEqual(
      expect.arrayContaining([
        'GET /api/orders/all',
        'POST /api/products/',
        'GET /api/campaigns/',
        'GET /api/subscribers/export',
        'GET /api/orders/export',
        'PUT /api/orders/:id/ship',
        'PUT /api/orders/:id/deliver',
        'PUT /api/orders/:id/decline-cancel',
        'PUT /api/orders/:id/payment',
        'POST /api/orders/ship-bulk',
        'GET /api/orders/:id/activity',
        'POST /api/store/preview',
        'GET /api/mail/outbox/',
        'GET /api/admin/dashboard',
        'POST /api/media/',
      ]),
    );
    expect(names(storefront)).toEqual(
      expect.arrayContaining([
        'GET /api/products/',
        'GET /api/products/:idOrSlug',
        'GET /api/categories/',
        'GET /api/campaigns/search',
        'POST /api/payments/create-order',
        'GET /api/orders/:id',
        'POST /api/orders/lookup',
      ]),
    );
    expect(names(open)).toEqual(
      expect.arrayContaining([
        'POST /api/store/unlock',
        'POST /api/payments/webhook',
        'GET /api/notifications/whatsapp/webhook',
        'POST /api/notifications/whatsapp/webhook',
      ]),
    );
    expect(unlockCookie).not.toBe('');
  });

  // The documentation says which calls are the admin's: it must agree with the declaration.
  it.each(calls)('$name is declared admin exactly when its summary says "(admin)"', (call) => {
    expect(call.isAdmin, `${call.name}: "${call.summary}"`).toBe(call.summary.includes('(admin)'));
  });
});

describe('admin routes, declared with adminRoutes', () => {
  it.each(admin)('$name answers 401 to an anonymous caller, before the gate', async (call) => {
    const response = await send(call);
    expect(response.statusCode, call.name).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each(admin)('$name answers 401 to a token that is not valid', async (call) => {
    const response = await send(
      call,
      { authorization: 'Bearer not-a-real-token' },
      {
        [UNLOCK_COOKIE_NAME]: unlockCookie,
      },
    );
    expect(response.statusCode, call.name).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('admin routes by role', () => {
  it('lets staff call exactly the routes that say so', () => {
    const staffRoutes = admin.filter((call) => call.allowsStaff).map((call) => call.name);
    expect(staffRoutes.sort()).toEqual([...STAFF_ROUTES].sort());
  });

  const ownerOnly = admin.filter((call) => !call.allowsStaff);
  it.each(ownerOnly)("$name answers 403 FORBIDDEN to staff: it is the owner's", async (call) => {
    const response = await send(call, STAFF);
    expect(response.statusCode, call.name).toBe(403);
    expect(response.json()).toEqual({
      message: "Only the shop's owner can do this.",
      code: 'FORBIDDEN',
    });
  });

  const forStaff = admin.filter((call) => call.allowsStaff);
  it.each(forStaff)('$name lets staff past the admin scope', async (call) => {
    const response = await send(call, STAFF);
    expect(response.statusCode, `${call.name}: ${response.body}`).not.toBe(401);
    expect(response.body).not.toMatch(/FORBIDDEN|UNAUTHENTICATED/);
  });
});

describe('storefront routes', () => {
  it.each(storefront)('$name answers 403 STORE_LOCKED while the store is locked', async (call) => {
    const response = await send(call);
    expect(response.statusCode, call.name).toBe(403);
    expect(response.json()).toEqual({
      message: 'The store is locked. Enter the store password to continue.',
      code: 'STORE_LOCKED',
    });
  });

  // An admin route declared outside adminRoutes shows here: it asks a shopper for a token.
  it.each(storefront)('$name needs no admin once the store is unlocked', async (call) => {
    const response = await send(call, {}, { [UNLOCK_COOKIE_NAME]: unlockCookie });
    expect(response.statusCode, `${call.name}: ${response.body}`).not.toBe(401);
    expect(response.body).not.toMatch(/STORE_LOCKED|FORBIDDEN/);
  });
});

describe('routes open by the contract', () => {
  it.each(open)('$name is not gated, and asks nobody to sign in', async (call) => {
    const response = await send(call, SIGNED_BY_PROVIDER[call.name]);
    // The answer's code, not its text: the OpenAPI document names STORE_LOCKED in its prose.
    const isLocked = response.statusCode === 403 && response.json().code === 'STORE_LOCKED';
    expect(isLocked, `${call.name}: ${response.body.slice(0, 200)}`).toBe(false);
    if (!ASKS_FOR_A_TOKEN.includes(call.name)) {
      expect(response.statusCode, `${call.name}: ${response.body}`).not.toBe(401);
    }
  });

  const signed = open.filter((call) => SIGNED_BY_PROVIDER[call.name]);
  it.each(signed)('$name answers 401 unsigned, not the gate’s 403', async (call) => {
    const response = await send(call);
    expect(response.statusCode, `${call.name}: ${response.body}`).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
