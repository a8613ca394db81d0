import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';

// The shopper's posts on returns each guess at an order's token: limited per client IP.

const { app } = await buildTestApp({ RATE_LIMIT_RETURN_PER_MINUTE: '2' });

describe('the returns posts’ rate limit', () => {
  it.each([
    ['a request', `/api/orders/${randomUUID()}/returns`],
    ['an answer', `/api/orders/${randomUUID()}/returns/${randomUUID()}/messages`],
  ])(
    'answers 429 RATE_LIMITED to %s past RATE_LIMIT_RETURN_PER_MINUTE per client, valid or not',
    async (_, url) => {
      const post = (remoteAddress: string) =>
        app.inject({ method: 'POST', url, payload: {}, remoteAddress });
      expect((await post('10.8.0.1')).statusCode).toBe(400);
      expect((await post('10.8.0.1')).statusCode).toBe(400);
      const limited = await post('10.8.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await post('10.8.0.2')).statusCode).toBe(400);
    },
  );
});
