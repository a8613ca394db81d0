import { describe, expect, it } from 'vitest';
import { createTestAdmin, TEST_ADMIN_PASSWORD } from '../../testing/auth-test-kit.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';

// The contract's default of 10 a minute per client (API.md § Decisions).
const { app, database } = await buildTestApp();

const loginFrom = (remoteAddress: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'limited@example.in', password },
    remoteAddress,
  });

describe('POST /api/auth/login rate limit', () => {
  it('answers the 11th attempt in a minute from one client with 429 and Retry-After, even with the right password', async () => {
    await createTestAdmin(database.db, { email: 'limited@example.in' });
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom('10.11.0.1', `guess number ${i}`)).statusCode).toBe(400);
    }
    const limited = await loginFrom('10.11.0.1', TEST_ADMIN_PASSWORD);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      message: `Too many attempts. Please try again in ${retryAfter === 1 ? '1 second' : `${retryAfter} seconds`}.`,
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: retryAfter },
    });
    // Another client still signs in.
    expect((await loginFrom('10.11.0.2', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});
