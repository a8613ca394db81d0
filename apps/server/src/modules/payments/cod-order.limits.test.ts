import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { codRequest } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';

const off = await buildTestApp();
const limited = await buildTestApp({
  COD_ENABLED: 'true',
  RATE_LIMIT_COD_PER_MINUTE: '3',
  RATE_LIMIT_COD_PER_PHONE_PER_HOUR: '2',
});
const gated = await buildTestApp({ COD_ENABLED: 'true', STORE_PASSWORD: 'open sesame' });

type Context = typeof off;
const placeCod = ({ app }: Context, payload: object, remoteAddress = '10.52.0.1') =>
  app.inject({ method: 'POST', url: '/api/payments/cod', payload, remoteAddress });

/** A body for a product of this app's database, with the buyer's phone. */
async function bodyFor({ database }: Context, phone: string) {
  const product = await createProduct(database.db);
  const body = codRequest([{ product }]);
  body.orderDetails.user.phone = phone;
  return body;
}

describe('POST /api/payments/cod: setting, gate and rate limits', () => {
  it('does not exist while COD_ENABLED is off (404), and the store config says nothing of it', async () => {
    const response = await placeCod(off, await bodyFor(off, '9876543210'));
    expect(response.statusCode).toBe(404);
    const config = await off.app.inject({ method: 'GET', url: '/api/store/config' });
    expect(config.json().payments).toEqual({ mode: 'simulated' });
  });

  it('is locked behind the store gate before its body is validated (403 STORE_LOCKED)', async () => {
    const response = await placeCod(gated, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'STORE_LOCKED' });
  });

  it('limits orders per client IP per minute: the 4th is 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      const phone = `91000000${10 + i}`;
      expect((await placeCod(limited, await bodyFor(limited, phone), '10.52.1.1')).statusCode).toBe(
        201,
      );
    }
    const refused = await placeCod(limited, await bodyFor(limited, '9100000020'), '10.52.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('limits orders per phone per hour whatever the IP: the 3rd is 429 with Retry-After', async () => {
    const phone = '9812345678';
    expect((await placeCod(limited, await bodyFor(limited, phone), '10.52.2.1')).statusCode).toBe(
      201,
    );
    expect((await placeCod(limited, await bodyFor(limited, phone), '10.52.2.2')).statusCode).toBe(
      201,
    );
    const refused = await placeCod(limited, await bodyFor(limited, phone), '10.52.2.3');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another phone from the same address still gets its order.
    expect(
      (await placeCod(limited, await bodyFor(limited, '9812345679'), '10.52.2.3')).statusCode,
    ).toBe(201);
  });

  it('answers repeats of a checkout that placed its order with that order, never counting them for the phone', async () => {
    const phone = '9822233344';
    const body = await bodyFor(limited, phone);
    const first = await placeCod(limited, body, '10.52.3.0');
    expect(first.statusCode).toBe(201);

    // A shopper's retries, from one network after another: ten repeats of the same checkout.
    for (let i = 1; i <= 10; i++) {
      const repeat = await placeCod(limited, body, `10.52.3.${i}`);
      expect(repeat.statusCode).toBe(201);
      expect(repeat.json()).toEqual(first.json());
    }

    // The phone's limit (2 an hour) still counts new orders: one more, then 429.
    expect((await placeCod(limited, await bodyFor(limited, phone), '10.52.3.20')).statusCode).toBe(
      201,
    );
    const refused = await placeCod(limited, await bodyFor(limited, phone), '10.52.3.21');
    expect(refused.statusCode).toBe(429);
    // A repeat with another body under the same checkout is no repeat: it is counted and refused.
    const changed = structuredClone(body);
    changed.orderDetails.user.firstName = 'Someone else';
    expect((await placeCod(limited, changed, '10.52.3.22')).statusCode).toBe(429);
  });
});
