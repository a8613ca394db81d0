import {
  type CreateOrderInput,
  ErrorBodySchema,
  OrderSchema,
  SimulatedHandlerResponseSchema,
  VerifyPaymentResultSchema,
} from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../../seller-config.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import {
  checkoutRequest,
  codRequest,
  countRows,
  uniqueEmail,
} from '../../testing/checkout-requests.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { paymentCalls } from '../../testing/payment-calls.ts';
import { findInvoiceSource } from '../orders/index.ts';
import { orders } from '../orders/orders.tables.ts';
import { checkouts } from '../payments/checkouts.tables.ts';
import { documentFigures } from './invoice-data.ts';

// Issue [14] item 9 (decision 047): the order records the place of supply its tax split used,
// and a PIN from another state than the address's is taken only once the shopper confirmed it.

const { app, database } = await buildTestApp(
  {
    COD_ENABLED: 'true',
    RATE_LIMIT_COD_PER_MINUTE: '100000',
    RATE_LIMIT_COD_PER_PHONE_PER_HOUR: '100000',
  },
  { authenticateAdmin },
);
const { db } = database;
const { createOrder: postCreateOrder, openOrder, verify } = paymentCalls(app);

const MISMATCH = 'PIN 560034 is in Karnataka, not Maharashtra.';

/** A Bengaluru PIN with Maharashtra as the state: the form. */
function shippedTo<T extends { orderDetails: { shippingInfo: object } }>(
  body: T,
  shipping: { pin: string; state: string; stateConfirmed?: boolean },
): T {
  const { orderDetails } = body;
  return {
    ...body,
    orderDetails: { ...orderDetails, shippingInfo: { ...orderDetails.shippingInfo, ...shipping } },
  };
}

async function payOnline(body: CreateOrderInput): Promise<string> {
  const created = await openOrder(body);
  const simulated = await app.inject({
    method: 'POST',
    url: '/api/payments/simulate',
    payload: { razorpayOrderId: created.razorpayOrderId, outcome: 'success' },
  });
  const verified = await verify(SimulatedHandlerResponseSchema.parse(simulated.json()));
  expect(verified.statusCode).toBe(200);
  return VerifyPaymentResultSchema.parse(verified.json()).orderId;
}

async function invoiceFigures(orderId: string) {
  const source = await findInvoiceSource(db, orderId, {
    token: undefined,
    isAdmin: async () => true,
  });
  if (!source) throw new Error('no such order');
  return documentFigures(source, DEMO_SELLER, 'invoice');
}

describe('a PIN from another state than the address’s', () => {
  it.each([
    ['create-order', (body: object) => postCreateOrder(body)],
    [
      'cash on delivery',
      (body: object) => app.inject({ method: 'POST', url: '/api/payments/cod', payload: body }),
    ],
  ])(
    'is refused at %s, naming the PIN’s state, until the shopper confirms it',
    async (_call, post) => {
      const product = await createProduct(db, { price: 549 });
      const email = uniqueEmail();
      const body =
        _call === 'create-order'
          ? checkoutRequest([{ product }], { email })
          : codRequest([{ product }], { email });
      for (const stateConfirmed of [undefined, false]) {
        const response = await post(
          shippedTo(body, {
            pin: '560034',
            state: 'Maharashtra',
            ...(stateConfirmed === undefined ? {} : { stateConfirmed }),
          }),
        );
        expect(response.statusCode).toBe(400);
        expect(ErrorBodySchema.parse(response.json())).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: { fields: { 'orderDetails.shippingInfo.state': MISMATCH } },
        });
      }
      expect(await countRows(db, orders, eq(orders.email, email))).toBe(0);
      expect(await countRows(db, checkouts, eq(checkouts.email, email))).toBe(0);
    },
  );

  it('is taken once confirmed: the state the shopper kept is the place of supply, IGST from Karnataka', async () => {
    const product = await createProduct(db, { price: 549 });
    const body = shippedTo(checkoutRequest([{ product }]), {
      pin: '560034',
      state: 'Maharashtra',
      stateConfirmed: true,
    });

    const orderId = await payOnline(body);

    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.placeOfSupply).toBe('Maharashtra');
    const viewed = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: ADMIN,
    });
    expect(OrderSchema.parse(viewed.json())).toMatchObject({
      placeOfSupply: 'Maharashtra',
      shippingInfo: { pin: '560034', state: 'Maharashtra' },
    });
    const figures = await invoiceFigures(orderId);
    expect(figures).toMatchObject({ placeOfSupply: 'Maharashtra (27)', isIntraState: false });
    expect(figures?.taxes.map((tax) => tax.label)).toEqual(['IGST 8%']);
  });
});

describe('an admin’s manual order', () => {
  it('is refused for a PIN from another state until confirmed, then records the state kept', async () => {
    const product = await createProduct(db, {
      price: 549,
      compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro'] }],
    });
    const { orderDetails } = checkoutRequest([{ product }]);
    const body = (stateConfirmed?: boolean) => ({
      user: orderDetails.user,
      shippingInfo: {
        ...orderDetails.shippingInfo,
        pin: '560034',
        state: 'Maharashtra',
        ...(stateConfirmed === undefined ? {} : { stateConfirmed }),
      },
      products: [
        { product: product.id, quantity: 1, extraInfo: orderDetails.products[0]?.extraInfo },
      ],
    });
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/orders', headers: ADMIN, payload });

    const refused = await post(body());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual({ 'shippingInfo.state': MISMATCH });

    const placed = await post(body(true));
    expect(placed.statusCode).toBe(201);
    expect(OrderSchema.parse(placed.json()).placeOfSupply).toBe('Maharashtra');
  });
});

describe('the place of supply an order records', () => {
  it('is the shipping state as the state list names it, which decides CGST + SGST', async () => {
    const product = await createProduct(db, { price: 549 });
    const body = shippedTo(codRequest([{ product }]), { pin: '560034', state: ' karnataka ' });

    const response = await app.inject({ method: 'POST', url: '/api/payments/cod', payload: body });

    expect(response.statusCode).toBe(201);
    const [row] = await db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(row?.placeOfSupply).toBe('Karnataka');
  });

  it('is printed with its GST state code on the invoice', async () => {
    const { order } = await createOrder(db, {
      shipping: { city: 'Chennai', pin: '600001', state: 'Tamil Nadu' },
    });
    expect(order.placeOfSupply).toBe('Tamil Nadu');
    const figures = await invoiceFigures(order.id);
    expect(figures).toMatchObject({ placeOfSupply: 'Tamil Nadu (33)', isIntraState: false });

    const local = await createOrder(db);
    expect(await invoiceFigures(local.order.id)).toMatchObject({
      placeOfSupply: 'Karnataka (29)',
      isIntraState: true,
    });
  });
});
