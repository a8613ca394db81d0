import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';

const { app } = await buildTestApp({ RATE_LIMIT_REVIEW_PER_MINUTE: '2' });

describe('POST /api/reviews rate limit', () => {
  it('answers 429 RATE_LIMITED past RATE_LIMIT_REVIEW_PER_MINUTE per client, valid or not', async () => {
    const post = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/reviews', payload: {}, remoteAddress });
    expect((await post('10.7.0.1')).statusCode).toBe(400);
    expect((await post('10.7.0.1')).statusCode).toBe(400);
    const limited = await post('10.7.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post('10.7.0.2')).statusCode).toBe(400);
  });
});
