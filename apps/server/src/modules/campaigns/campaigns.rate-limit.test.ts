import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';

// The contract's default of 30 a minute (API.md § Decisions): cheap enough to exercise as is.
const { app } = await buildTestApp();

describe('GET /api/campaigns/search rate limit', () => {
  it('answers the 31st search in a minute from one client with 429 and Retry-After', async () => {
    const searchFrom = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: '/api/campaigns/search?name=NOPE', remoteAddress });
    for (let i = 0; i < 30; i++) expect((await searchFrom('10.31.0.1')).statusCode).toBe(404);
    const limited = await searchFrom('10.31.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another client still gets its answer.
    expect((await searchFrom('10.31.0.2')).statusCode).toBe(404);
  });
});
