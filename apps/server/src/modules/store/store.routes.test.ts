import { StoreConfigSchema } from '@skins/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SELLER } from '../../seller-config.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { expectRetryLater } from '../../testing/retry-later.ts';
import { UNLOCK_COOKIE_NAME } from './store-lock.ts';

const PASSWORD = 'open sesame';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

const locked = await buildTestApp({ STORE_PASSWORD: PASSWORD });
const SELLER_ENV = {
  SHOP_LEGAL_NAME: 'Wraps LLP',
  SHOP_GSTIN: '07AAACW9999P1ZX',
  SHOP_ADDRESS: '1 Connaught Place, New Delhi 110001',
  SHOP_STATE: 'Delhi',
  SHOP_EMAIL: 'hello@wraps.example',
  SHOP_PHONE: '+91 11 4000 1234',
  SHOP_GRIEVANCE_NAME: 'Farah Khan',
  SHOP_GRIEVANCE_EMAIL: 'Grievance@Wraps.example',
  SHOP_GRIEVANCE_PHONE: '+91 11 4000 1299',
  RETURN_WINDOW_DAYS: '10',
};
const open = await buildTestApp({ STORE_PASSWORD: '', ...SELLER_ENV });

// Each test guesses from its own address: the unlock limit counts per client IP.
let nextClient = 1;
const newClient = () => `10.0.0.${nextClient++}`;

function unlock(app = locked.app, payload: unknown = { password: PASSWORD }, client = newClient()) {
  return app.inject({
    method: 'POST',
    url: '/api/store/unlock',
    payload: payload as Record<string, unknown>,
    remoteAddress: client,
  });
}

function setCookieHeader(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : String(header ?? '');
}

describe('GET /api/store/config', () => {
  it('says the gate is on, with simulated payments, INR and 8% tax', async () => {
    const response = await locked.app.inject({ method: 'GET', url: '/api/store/config' });
    expect(response.statusCode).toBe(200);
    const body = StoreConfigSchema.parse(response.json());
    expect(body).toEqual({
      gate: true,
      payments: { mode: 'simulated' },
      currency: 'INR',
      taxRate: 0.08,
      seller: {
        legalName: DEMO_SELLER.legalName,
        address: DEMO_SELLER.address,
        state: DEMO_SELLER.state,
        gstin: DEMO_SELLER.gstin,
        email: DEMO_SELLER.email,
        phone: DEMO_SELLER.phone,
        grievance: DEMO_SELLER.grievance,
      },
      returns: { windowDays: 7 },
      messages: { whatsapp: false, sms: false },
    });
  });

  it("carries the seller the invoices name, from SHOP_* (the footer's and the contact page's one source)", async () => {
    const response = await open.app.inject({ method: 'GET', url: '/api/store/config' });
    expect(StoreConfigSchema.parse(response.json()).seller).toEqual({
      legalName: 'Wraps LLP',
      address: '1 Connaught Place, New Delhi 110001',
      state: 'Delhi',
      gstin: '07AAACW9999P1ZX',
      email: 'hello@wraps.example',
      phone: '+91 11 4000 1234',
      grievance: {
        name: 'Farah Khan',
        email: 'grievance@wraps.example',
        phone: '+91 11 4000 1299',
      },
    });
  });

  it('carries the return window from RETURN_WINDOW_DAYS (the order page and the return policy read it)', async () => {
    const response = await open.app.inject({ method: 'GET', url: '/api/store/config' });
    expect(StoreConfigSchema.parse(response.json()).returns).toEqual({ windowDays: 10 });
  });

  it('says the gate is off when STORE_PASSWORD is empty', async () => {
    const response = await open.app.inject({ method: 'GET', url: '/api/store/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ gate: false });
  });

  it('never reveals the password', async () => {
    const response = await locked.app.inject({ method: 'GET', url: '/api/store/config' });
    expect(response.body).not.toContain(PASSWORD);
  });
});

describe('POST /api/store/unlock', () => {
  it('answers { unlocked: true } and sets the unlock cookie for the right password', async () => {
    const response = await unlock();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unlocked: true });
    const cookie = response.cookies.find((c) => c.name === UNLOCK_COOKIE_NAME);
    expect(cookie?.value).toMatch(/^[\w-]{16}\.\d+\.[\w-]+$/);
  });

  it('makes the cookie HttpOnly, SameSite=Lax, for the whole site, for 30 days', async () => {
    const header = setCookieHeader(await unlock());
    expect(header).toMatch(new RegExp(`^${UNLOCK_COOKIE_NAME}=`));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${THIRTY_DAYS_S}`);
    // The test shop's PUBLIC_URL is http://: a Secure cookie would never be sent back.
    expect(header).not.toContain('Secure');
  });

  it('makes the cookie Secure when the shop is served over https', async () => {
    const https = await buildTestApp({
      STORE_PASSWORD: PASSWORD,
      PUBLIC_URL: 'https://shop.example.in',
    });
    expect(setCookieHeader(await unlock(https.app))).toContain('Secure');
  });

  it('answers 403 INCORRECT_PASSWORD with the spec message and no cookie for a wrong one', async () => {
    const response = await unlock(locked.app, { password: 'open sesame!' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Incorrect password. Please try again.',
      code: 'INCORRECT_PASSWORD',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('does not trim the password: surrounding spaces make it wrong', async () => {
    const response = await unlock(locked.app, { password: ` ${PASSWORD} ` });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['no password', {}],
    ['an empty password', { password: '' }],
    ['a password that is not text', { password: 12345 }],
    ['a password over 200 characters', { password: 'x'.repeat(201) }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, payload) => {
    const response = await unlock(locked.app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { password: expect.any(String) } },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await locked.app.inject({
      method: 'POST',
      url: '/api/store/unlock',
      headers: { 'content-type': 'application/json' },
      payload: '{"password":',
      remoteAddress: newClient(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('accepts any password and sets no cookie while the gate is off', async () => {
    const response = await unlock(open.app, { password: 'anything' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unlocked: true });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /api/store/unlock rate limit (10 per minute per client)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the 11th attempt in a minute with 429, Retry-After and the contract body', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 15, 12, 0, 0) });
    const client = newClient();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await unlock(locked.app, { password: `guess ${attempt}` }, client);
      expect(response.statusCode).toBe(403);
    }
    vi.advanceTimersByTime(18_000);
    expectRetryLater(await unlock(locked.app, { password: 'guess 11' }, client), {
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 42 seconds.',
      retryAfterSeconds: 42,
    });

    // Even the right password waits: the limit is on attempts, not on failures.
    const right = await unlock(locked.app, { password: PASSWORD }, client);
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();

    // Another client is not held back by this one.
    expect((await unlock(locked.app, { password: PASSWORD })).statusCode).toBe(200);

    // The window passes: the client may try again.
    vi.advanceTimersByTime(42_000);
    const recovered = await unlock(locked.app, { password: PASSWORD }, client);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toEqual({ unlocked: true });
  });

  it('counts invalid bodies too', async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await unlock(locked.app, {}, client)).statusCode).toBe(400);
    }
    expect((await unlock(locked.app, {}, client)).statusCode).toBe(429);
  });

  it('reads the limit from RATE_LIMIT_UNLOCK_PER_MINUTE', async () => {
    const strict = await buildTestApp({
      STORE_PASSWORD: PASSWORD,
      RATE_LIMIT_UNLOCK_PER_MINUTE: '2',
    });
    const client = newClient();
    expect((await unlock(strict.app, { password: 'a' }, client)).statusCode).toBe(403);
    expect((await unlock(strict.app, { password: 'b' }, client)).statusCode).toBe(403);
    expect((await unlock(strict.app, { password: 'c' }, client)).statusCode).toBe(429);
  });

  it('counts per visitor behind a proxy only when TRUST_PROXY is on', async () => {
    const settings = { STORE_PASSWORD: PASSWORD, RATE_LIMIT_UNLOCK_PER_MINUTE: '1' };
    const behindProxy = await buildTestApp({ ...settings, TRUST_PROXY: 'true' });
    const direct = await buildTestApp(settings);
    const proxy = newClient();
    const attempt = (app: typeof locked.app, visitor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/store/unlock',
        payload: { password: 'guess' },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': visitor },
      });

    expect((await attempt(behindProxy.app, '203.0.113.1')).statusCode).toBe(403);
    expect((await attempt(behindProxy.app, '203.0.113.2')).statusCode).toBe(403);
    // Without trust, a forged header cannot buy more attempts: both count for the proxy.
    expect((await attempt(direct.app, '203.0.113.1')).statusCode).toBe(403);
    expect((await attempt(direct.app, '203.0.113.2')).statusCode).toBe(429);
  });
});
