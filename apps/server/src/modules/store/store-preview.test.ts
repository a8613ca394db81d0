import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { UNLOCK_COOKIE_NAME } from './store-lock.ts';

// The owner's "View shop" from the admin: the storefront opens without typing the password.
const locked = await buildTestApp({ STORE_PASSWORD: 'open sesame' }, { authenticateAdmin });
const open = await buildTestApp({ STORE_PASSWORD: '' }, { authenticateAdmin });

const preview = (app: typeof locked.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/store/preview', headers });

describe('POST /api/store/preview (admin)', () => {
  it('gives an admin the unlock cookie, which then opens the gated catalog', async () => {
    const response = await preview(locked.app, ADMIN);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unlocked: true });
    const cookie = response.cookies.find((c) => c.name === UNLOCK_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const products = await locked.app.inject({
      method: 'GET',
      url: '/api/products',
      cookies: { [UNLOCK_COOKIE_NAME]: cookie?.value ?? '' },
    });
    expect(products.statusCode).toBe(200);
  });

  it.each([
    ['no token', {}, 401],
    ['a shopper’s token', CUSTOMER, 403],
  ])('refuses %s, and sets no cookie', async (_who, headers, status) => {
    const response = await preview(locked.app, headers);
    expect(response.statusCode).toBe(status);
    expect(response.cookies).toEqual([]);
  });

  it('sets nothing while the gate is off: there is nothing to unlock', async () => {
    const response = await preview(open.app, ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
  });
});
