import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutRequest } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';

const { app, database } = await buildTestApp({ RATE_LIMIT_CREATE_ORDER_PER_MINUTE: '3' });

describe('POST /api/payments/create-order rate limit', () => {
  it('answers the 4th payment order in a minute from one client with 429, and opens no order', async () => {
    const product = await createProduct(database.db);
    const createFrom = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        payload: checkoutRequest([{ product }]),
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await createFrom('10.41.0.1')).statusCode).toBe(201);

    const limited = await createFrom('10.41.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another client still gets its order.
    expect((await createFrom('10.41.0.2')).statusCode).toBe(201);
  });
});
