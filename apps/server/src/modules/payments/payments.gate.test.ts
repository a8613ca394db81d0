import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';

const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const { app } = await buildTestApp({ ...fake.env(), STORE_PASSWORD: 'open sesame' });

describe('payments behind the password gate', () => {
  it.each(['/api/payments/create-order', '/api/payments/verify-payment'])(
    'locks %s before validating it (403 STORE_LOCKED)',
    async (url) => {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'STORE_LOCKED' });
      expect(fake.requests).toHaveLength(0);
    },
  );

  it('leaves the webhook open: Razorpay has no cookie, its signature decides', async () => {
    const delivery = fake.signed(
      JSON.stringify({ event: 'refund.created', payload: {} }),
      'evt-gate',
    );
    const response = await fake.deliver(app, delivery);
    expect(response.statusCode).toBe(200);
    const forged = await fake.deliver(app, {
      ...delivery,
      headers: { ...delivery.headers, 'x-razorpay-signature': 'b'.repeat(64) },
    });
    expect(forged.statusCode).toBe(400);
  });
});
