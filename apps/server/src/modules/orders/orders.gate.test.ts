import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';

// Gate on: the order of checks in API.md § Decisions.
const { app, database } = await buildTestApp(
  { STORE_PASSWORD: 'open-sesame' },
  { authenticateAdmin },
);
const { order, token } = await createOrder(database.db);

const unlocked = await app.inject({
  method: 'POST',
  url: '/api/store/unlock',
  payload: { password: 'open-sesame' },
});
const unlockCookie = unlocked.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

const shopperCalls = [
  ['GET', `/api/orders/${order.id}?token=${token}`],
  ['GET', `/api/orders/token/${token}`],
  ['GET', `/api/orders/track-order/${order.id}`],
  ['GET', '/api/orders/track-order/not-an-id'],
] as const;

describe('order routes while the store gate is on', () => {
  it('locks the shopper’s calls without the unlock cookie (403 before validation)', async () => {
    for (const [method, url] of [
      ...shopperCalls,
      ['PUT', `/api/orders/${order.id}/request-cancel?token=${token}`],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'STORE_LOCKED' });
    }
    const nonAdmin = await app.inject({
      method: 'GET',
      url: shopperCalls[0][1],
      headers: CUSTOMER,
    });
    expect(nonAdmin.statusCode).toBe(403);
  });

  it('opens them with the unlock cookie', async () => {
    expect(unlocked.statusCode).toBe(200);
    for (const [method, url] of shopperCalls.slice(0, 3)) {
      const response = await app.inject({ method, url, headers: { cookie: unlockCookie } });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('lets an admin token through the gate on shopper routes', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves admin routes to auth: 401/403, never STORE_LOCKED', async () => {
    const adminCalls = [
      ['GET', '/api/orders/all'],
      ['POST', '/api/orders'],
      ['PUT', `/api/orders/${order.id}/status`],
      ['PUT', `/api/orders/${order.id}/cancel`],
      ['DELETE', `/api/orders/${order.id}`],
    ] as const;
    for (const [method, url] of adminCalls) {
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      const other = await app.inject({ method, url, headers: CUSTOMER });
      expect(other.statusCode, `${method} ${url}`).toBe(403);
      expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/orders/all', headers: ADMIN })).statusCode,
    ).toBe(200);
  });
});
