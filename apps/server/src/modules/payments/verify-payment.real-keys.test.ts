import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutRequest, countRows } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { checkouts } from './checkouts.tables.ts';
import { verifyPaymentApp } from './verify-payment.fixtures.ts';

// POST /api/payments/verify-payment itself is tested in verify-payment.test.ts.
const { fake, app, db, openOrder } = await verifyPaymentApp();

describe('real keys', () => {
  it('has no simulate call (404)', async () => {
    const product = await createProduct(db);
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/simulate',
      payload: { razorpayOrderId, outcome: 'success' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(fake.orders.get(razorpayOrderId)?.status).toBe('created');
  });

  it('tells the storefront the mode and the public key id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/store/config' });
    expect(response.json().payments).toEqual({ mode: 'razorpay', keyId: fake.keyId });
  });

  it('leaves a pending checkout alone when its order was not paid', async () => {
    const product = await createProduct(db);
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
    expect(
      await countRows(
        db,
        checkouts,
        and(eq(checkouts.razorpayOrderId, razorpayOrderId), eq(checkouts.status, 'pending')),
      ),
    ).toBe(1);
  });
});
