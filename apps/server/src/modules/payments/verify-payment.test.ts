import { VerifyPaymentResultSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutRequest, countRows, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createCampaign, createProduct } from '../../testing/factories.ts';
import { campaigns } from '../campaigns/campaigns.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { findOrderByToken, loadOrder } from '../orders/orders.service.ts';
import { couponRedemptions, orders } from '../orders/orders.tables.ts';
import { checkouts } from './checkouts.tables.ts';
import { checkoutSignature } from './signature.ts';
import { PUBLIC_URL, verifyPaymentApp } from './verify-payment.fixtures.ts';

// The real-keys mode checks (no simulate call, store config) are in verify-payment.real-keys.test.ts.
const { fake, app, db, openOrder, verify } = await verifyPaymentApp();

const REFUSED = {
  success: false,
  message: 'Payment verification failed. Please contact support.',
  code: 'PAYMENT_VERIFICATION_FAILED',
};

beforeEach(() => fake.setOutage(null));

async function checkoutStatus(razorpayOrderId: string) {
  const [row] = await db
    .select({ status: checkouts.status, orderId: checkouts.orderId })
    .from(checkouts)
    .where(eq(checkouts.razorpayOrderId, razorpayOrderId));
  return row;
}

describe('POST /api/payments/verify-payment', () => {
  it('records the paid order from the stored checkout, redeems its coupon and queues one mail', async () => {
    const product = await createProduct(db, { name: 'Carbon Fibre Black', price: 549 });
    const coupon = await createCampaign(db, { discountBp: 1500 });
    const email = uniqueEmail();
    const body = checkoutRequest([{ product, quantity: 2, model: 'iPhone 16' }], { coupon, email });
    const { razorpayOrderId } = await openOrder(body);
    const handler = fake.pay(razorpayOrderId);

    // The snapshot sent along is not trusted: a doctored one changes nothing.
    const doctored = { ...body.orderDetails, total: 1, products: [] };
    const response = await verify(handler, doctored);
    expect(response.statusCode).toBe(200);
    const { orderId, token } = VerifyPaymentResultSchema.parse(response.json());

    // Snapshots survive later edits of the product.
    await db
      .update(products)
      .set({ name: 'Renamed', priceInPaise: 1 })
      .where(eq(products.id, product.id));
    const order = await loadOrder(db, orderId);
    expect(order).toMatchObject({
      _id: orderId,
      status: 'Placed',
      paymentMethod: 'Online',
      paymentStatus: 'Completed',
      subtotal: 1098,
      discount: 164.7,
      tax: 74.66,
      total: 1007.96,
      amountPaid: 1008,
      coupon: { _id: coupon.id, code: coupon.code, discount: 0.15 },
      user: { email, firstName: 'Asha', lastName: 'Verma', phone: '9876543210' },
      shippingInfo: { city: 'Bengaluru', pin: '560001', apartment: 'Flat 4B' },
      products: [
        {
          product: {
            _id: product.id,
            name: 'Carbon Fibre Black',
            images: product.images.slice(0, 1),
          },
          quantity: 2,
          price: 549,
          extraInfo: { brand: 'Apple', model: 'iPhone 16' },
        },
      ],
    });
    expect(await findOrderByToken(db, token)).toMatchObject({ _id: orderId });
    expect(await checkoutStatus(razorpayOrderId)).toEqual({ status: 'paid', orderId });

    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, coupon.id));
    expect(campaign?.redemptions).toBe(1);
    expect(await countRows(db, couponRedemptions, eq(couponRedemptions.orderId, orderId))).toBe(1);

    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('order-confirmation');
    // The admin's order page lists it (GET /orders/{id}/activity).
    expect(mails[0]?.orderId).toBe(orderId);
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/order-confirmation?token=${token}`);
    expect(mails[0]?.text).toContain(
      `${PUBLIC_URL}/track-order?${new URLSearchParams({ id: orderId, token })}`,
    );
  });

  it('answers the same order id and token when the payment is verified again, with no second mail', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }], { email }));
    const handler = fake.pay(razorpayOrderId);
    const first = (await verify(handler)).json();
    const again = await verify(handler);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await countRows(db, mailOutbox, eq(mailOutbox.toAddress, email))).toBe(1);
  });

  it('captures an authorized payment before recording it', async () => {
    const product = await createProduct(db);
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
    const handler = fake.pay(razorpayOrderId, { capture: 'manual' });
    expect(fake.payments.get(handler.razorpay_payment_id)?.status).toBe('authorized');

    expect((await verify(handler)).statusCode).toBe(200);
    expect(
      fake.callsTo('POST', `/v1/payments/${handler.razorpay_payment_id}/capture`),
    ).toHaveLength(1);
    expect(fake.payments.get(handler.razorpay_payment_id)?.status).toBe('captured');
  });

  it('refuses a forged signature with 400 and records nothing', async () => {
    const product = await createProduct(db);
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
    const handler = fake.pay(razorpayOrderId);
    const forgeries = [
      'f'.repeat(64),
      handler.razorpay_signature.slice(0, 63),
      `${handler.razorpay_signature}00`,
      checkoutSignature('not-the-key-secret', razorpayOrderId, handler.razorpay_payment_id),
      checkoutSignature(fake.webhookSecret, razorpayOrderId, handler.razorpay_payment_id),
    ];
    for (const signature of forgeries) {
      const response = await verify({ ...handler, razorpay_signature: signature });
      expect(response.statusCode, signature).toBe(400);
      expect(response.json()).toEqual(REFUSED);
    }
    expect(await checkoutStatus(razorpayOrderId)).toEqual({ status: 'pending', orderId: null });
    expect(fake.callsTo('GET', `/v1/payments/${handler.razorpay_payment_id}`)).toHaveLength(0);
  });

  it('refuses a valid signature paired with another order id', async () => {
    const cheap = await createProduct(db, { price: 49 });
    const dear = await createProduct(db, { price: 4999 });
    const paidFor = await openOrder(checkoutRequest([{ product: cheap }]));
    const target = await openOrder(checkoutRequest([{ product: dear }]));
    const handler = fake.pay(paidFor.razorpayOrderId);

    const swapped = await verify({ ...handler, razorpay_order_id: target.razorpayOrderId });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json()).toEqual(REFUSED);

    // Even a signature that is right for the pair (only a key holder could make it) does not
    // make another order's payment pay this one: the gateway says which order it paid.
    const resigned = checkoutSignature(
      fake.keySecret,
      target.razorpayOrderId,
      handler.razorpay_payment_id,
    );
    const forged = await verify({
      ...handler,
      razorpay_order_id: target.razorpayOrderId,
      razorpay_signature: resigned,
    });
    expect(forged.statusCode).toBe(400);
    expect(await checkoutStatus(target.razorpayOrderId)).toEqual({
      status: 'pending',
      orderId: null,
    });
    expect((await verify(handler)).statusCode).toBe(200);
  });

  it('refuses an order id it never issued', async () => {
    const response = await verify({
      razorpay_payment_id: 'pay_Unknown0000001',
      razorpay_order_id: 'order_Unknown00001',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
  });

  it('refuses a payment whose amount is not the order’s', async () => {
    const product = await createProduct(db, { price: 999 });
    const { razorpayOrderId, amount } = await openOrder(checkoutRequest([{ product }]));
    const handler = fake.pay(razorpayOrderId, { amount: amount - 100 });
    const response = await verify(handler);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    expect(await checkoutStatus(razorpayOrderId)).toEqual({ status: 'pending', orderId: null });
  });

  it('records the successful payment after a failed one on the same order, and not the failed one', async () => {
    const product = await createProduct(db);
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
    const failure = fake.fail(razorpayOrderId);
    const failedId = failure.error.metadata.payment_id;
    // Checkout never hands a signature for a failed payment; even a valid one is refused.
    const failedVerify = await verify({
      razorpay_payment_id: failedId,
      razorpay_order_id: razorpayOrderId,
      razorpay_signature: checkoutSignature(fake.keySecret, razorpayOrderId, failedId),
    });
    expect(failedVerify.statusCode).toBe(400);

    const handler = fake.pay(razorpayOrderId);
    const response = await verify(handler);
    expect(response.statusCode).toBe(200);
    const [order] = await db
      .select({ paymentId: orders.razorpayPaymentId })
      .from(orders)
      .where(eq(orders.id, response.json().orderId));
    expect(order?.paymentId).toBe(handler.razorpay_payment_id);
  });

  it('answers 502 when the gateway cannot be asked, records nothing, and verifies once it is back', async () => {
    const product = await createProduct(db);
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
    const handler = fake.pay(razorpayOrderId);
    for (const outage of ['server-error', 'connection-drop'] as const) {
      fake.setOutage(outage);
      const response = await verify(handler);
      expect(response.statusCode, outage).toBe(502);
      expect(response.json()).toEqual({
        code: 'GATEWAY_ERROR',
        message: 'Payment verification error. Contact support if charged.',
      });
    }
    expect(await checkoutStatus(razorpayOrderId)).toEqual({ status: 'pending', orderId: null });
    fake.setOutage(null);
    expect((await verify(handler)).statusCode).toBe(200);
  });

  it('answers 400, never 500, for malformed input', async () => {
    const good = {
      razorpayPaymentId: 'pay_A',
      razorpayOrderId: 'order_A',
      razorpaySignature: 'a'.repeat(64),
    };
    const bodies: unknown[] = [
      {},
      [],
      { ...good, razorpaySignature: undefined },
      { ...good, razorpayOrderId: 42 },
      { ...good, razorpayOrderId: '   ' },
      { ...good, razorpayPaymentId: 'p'.repeat(101) },
      { ...good, razorpayOrderId: 'order_\u0000' },
      { ...good, razorpaySignature: 'ä'.repeat(64) },
    ];
    for (const [index, payload] of bodies.entries()) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/verify-payment',
        payload: payload as object,
      });
      expect(response.statusCode, `body ${index}`).toBe(400);
      expect(response.json().code, `body ${index}`).toMatch(
        /^(VALIDATION_FAILED|PAYMENT_VERIFICATION_FAILED)$/,
      );
    }
  });
});
