import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../modules/orders/orders.tables.ts';
import { checkoutRequest, codRequest } from '../checkout-requests.ts';
import { createCampaign, createProduct } from '../factories.ts';

/** Bodies that pass validation, by `METHOD /path` as the document spells it. */
export type ExampleBodies = Record<string, readonly unknown[]>;

interface Shop {
  app: App;
  db: Db;
  headers: Record<string, string>;
  orders: readonly OrderRow[];
}

const PRODUCT = {
  name: 'Carbon Fibre Black',
  description: 'Textured vinyl with a carbon weave.',
  price: 549,
  compareAtPrice: 699,
  images: ['/media/art/v1/iphone/carbon-fibre/obsidian/front.svg'],
  category: 'mobile-skins',
  productType: 'iphone',
  tags: ['textured'],
  compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro'] }],
};

/**
 * Known-good bodies for the calls whose rules span fields (prices that add up, a category that
 * holds the product type, a signed payment), which generated values rarely meet: the fuzz sends
 * them as they are and broken in one place, so it reaches the handlers behind validation. The
 * payment's comes from a real create-order → simulate on the simulated gateway. The checkouts'
 * products and coupon are their own, kept out of the fuzz's path ids: no fuzzed edit or delete
 * changes their prices, which would turn every later checkout into a 409.
 */
export async function exampleBodies(shop: Shop): Promise<ExampleBodies> {
  const { app, db, headers, orders } = shop;
  const phone = await createProduct(db);
  const laptop = await createProduct(db, { productType: 'dell', price: 999 });
  const campaign = await createCampaign(db);
  const checkout = checkoutRequest([{ product: phone, quantity: 2 }, { product: laptop }], {
    coupon: campaign,
  });
  const created = await app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers,
    payload: checkoutRequest([{ product: phone }]),
  });
  const { razorpayOrderId } = created.json<{ razorpayOrderId: string }>();
  const simulated = await app.inject({
    method: 'POST',
    url: '/api/payments/simulate',
    headers,
    payload: { razorpayOrderId, outcome: 'success' },
  });
  const paid = simulated.json<Record<string, string>>();
  if (!razorpayOrderId || !paid.razorpay_signature) {
    throw new Error(`fuzz setup: ${created.body} ${simulated.body}`);
  }
  const lookups = orders.map((o) => ({ number: o.number, email: o.email }));
  return {
    'POST /api/payments/create-order': [checkout, checkoutRequest([{ product: laptop }])],
    'POST /api/payments/cod': [codRequest([{ product: phone }])],
    'POST /api/payments/simulate': [{ razorpayOrderId, outcome: 'failure' }],
    'POST /api/payments/verify-payment': [
      {
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpaySignature: paid.razorpay_signature,
      },
    ],
    'POST /api/products/': [PRODUCT, { ...PRODUCT, compareAtPrice: null, active: false }],
    'PUT /api/products/{idOrSlug}': [PRODUCT, { ...PRODUCT, price: 800, compareAtPrice: 700 }],
    'POST /api/campaigns/': [
      { name: 'FUZZ10', discount: 0.1 },
      { name: 'FUZZ20', discount: 0.2, startsAt: '2026-01-01T00:00:00.000Z', maxRedemptions: 5 },
    ],
    'PUT /api/campaigns/{id}': [{ name: 'FUZZ30', discount: 0.3, endsAt: '2020-01-01' }],
    'POST /api/orders/lookup': lookups,
    'PUT /api/orders/{id}/ship': [{ courier: 'Delhivery', trackingNumber: 'DL123456' }],
    'PUT /api/orders/{id}/status': [{ status: 'Processing' }, { status: 'Cancelled' }],
    'PUT /api/orders/{id}/payment': [{ paymentStatus: 'Completed', method: 'UPI' }],
    'PUT /api/orders/{id}/decline-cancel': [{ reason: 'Already packed.' }],
    'POST /api/orders/ship-bulk': [
      { csv: `number,courier,awb\n${orders.map((o) => `${o.number},Xpressbees,XB1`).join('\n')}` },
    ],
  };
}
