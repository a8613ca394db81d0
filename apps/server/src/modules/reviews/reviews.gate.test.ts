import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';

// Gate on, callers without the unlock cookie: the review routes are the shop's, so they are
// gated like the catalog (403 STORE_LOCKED before validation).
const { app } = await buildTestApp({ STORE_PASSWORD: 'open-sesame' });

describe('review routes while the store gate is on', () => {
  it('gates the review link and the review post (403 STORE_LOCKED before validation)', async () => {
    for (const [method, url] of [
      ['GET', '/api/reviews/request/some-token'],
      ['POST', '/api/reviews'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'STORE_LOCKED' });
    }
  });
});
