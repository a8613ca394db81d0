import { afterAll } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { paymentCalls } from '../../testing/payment-calls.ts';

// The setup the verify-payment tests share (verify-payment.test.ts and
// verify-payment.real-keys.test.ts): a fake Razorpay, and an app per test file in real-keys mode.

export const PUBLIC_URL = 'https://shop.example.in';

/** A fake Razorpay (closed after the file) and a new app on real keys against it. */
export async function verifyPaymentApp() {
  const fake = await FakeRazorpay.start();
  afterAll(() => fake.close());
  const { app, database } = await buildTestApp({ ...fake.env(), PUBLIC_URL });
  const { db } = database;
  const { openOrder, verify } = paymentCalls(app);
  return { fake, app, db, openOrder, verify };
}
