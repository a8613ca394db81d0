import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';

// Gate on, default wiring, callers without an admin token: the order of checks in API.md §
// Decisions.
const { app } = await buildTestApp({ STORE_PASSWORD: 'open-sesame' });

describe('campaign routes while the store gate is on', () => {
  it('gates the coupon search (403 STORE_LOCKED before validation)', async () => {
    for (const url of ['/api/campaigns/search?name=SKINS10', '/api/campaigns/search']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'STORE_LOCKED' });
    }
  });

  it('leaves admin routes to auth: 401 without a token, never STORE_LOCKED', async () => {
    for (const url of ['/api/campaigns', '/api/campaigns/00000000-0000-4000-8000-000000000000']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});
