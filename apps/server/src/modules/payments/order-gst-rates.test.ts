import {
  ErrorBodySchema,
  PriceChangedDetailsSchema,
  VerifyPaymentResultSchema,
} from '@skins/shared';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../../seller-config.ts';
import { checkoutRequest } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { categories } from '../catalog/catalog.tables.ts';
import { documentFigures } from '../invoices/invoice-data.ts';
import { invoiceSourcesIssuedBetween } from '../orders/index.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { checkouts } from './checkouts.tables.ts';
import { verifyPaymentApp } from './verify-payment.fixtures.ts';

// Decision 066: a checkout taxes each line at its category's GST rate, read by the server; the
// order keeps the rate it was priced at, and its invoice's tax rows are the rates' taxes.
const { fake, app, db, openOrder, verify } = await verifyPaymentApp();

const setAccessoriesRate = (gstRateBp: number) =>
  db.update(categories).set({ gstRateBp }).where(eq(categories.slug, 'accessories'));
afterEach(() => setAccessoriesRate(800));

async function paid(razorpayOrderId: string) {
  const response = await verify(fake.pay(razorpayOrderId));
  expect(response.statusCode).toBe(200);
  return VerifyPaymentResultSchema.parse(response.json()).orderId;
}

describe('a checkout of an 18% accessory beside an 8% skin', () => {
  it('prices, charges and invoices the tax of each rate', async () => {
    const skin = await createProduct(db, { productType: 'iphone', price: 549 });
    const stand = await createProduct(db, { productType: 'airpods', price: 799 });
    await setAccessoriesRate(1_800);
    // 8% of 1,098.00 = 87.84; 18% of 799.00 = 143.82; total 2,128.66, charged Rs. 2,129.
    const request = checkoutRequest([
      { product: skin, quantity: 2 },
      { product: stand, gstRateBp: 1_800 },
    ]);
    expect(request.amount).toBe(2_129);
    const { razorpayOrderId } = await openOrder(request);
    expect(fake.orders.get(razorpayOrderId)?.amount).toBe(212_900);
    await setAccessoriesRate(2_800); // a later change alters nothing already priced
    const orderId = await paid(razorpayOrderId);

    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ subtotalInPaise: 189_700, taxInPaise: 23_166 });
    const lines = await db
      .select({ gstRateBp: orderItems.gstRateBp })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
    expect(lines).toEqual([{ gstRateBp: 800 }, { gstRateBp: 1_800 }]);

    const sources = await invoiceSourcesIssuedBetween(db, {
      from: new Date(0),
      before: new Date(Date.now() + 60_000),
      alsoIds: [],
    });
    const source = sources.find((candidate) => candidate.id === orderId);
    if (!source) throw new Error('no invoice source');
    const invoice = documentFigures(source, DEMO_SELLER, 'invoice');
    // Asha ships to Karnataka, the seller's state: CGST + SGST halves of each rate's tax.
    expect(invoice?.taxes).toEqual([
      { label: 'CGST 4%', amountInPaise: 4_392, rateBp: 800 },
      { label: 'SGST 4%', amountInPaise: 4_392, rateBp: 800 },
      { label: 'CGST 9%', amountInPaise: 7_191, rateBp: 1_800 },
      { label: 'SGST 9%', amountInPaise: 7_191, rateBp: 1_800 },
    ]);
    expect(invoice?.lines.map((line) => line.taxPercent)).toEqual([8, 18]);
  });

  it('is 409 PRICE_CHANGED with the rate now when the cart was taxed at an older rate', async () => {
    const stand = await createProduct(db, { productType: 'airpods', price: 799 });
    await setAccessoriesRate(1_800);
    // The browser's cart still has the 8% it was added at: Rs. 862.92 → 863.
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: checkoutRequest([{ product: stand }]),
    });
    expect(response.statusCode).toBe(409);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.code).toBe('PRICE_CHANGED');
    const details = PriceChangedDetailsSchema.parse(body.details);
    expect(details).toMatchObject({ tax: 143.82, total: 942.82, amount: 943 });
    expect(details.lines).toEqual([{ product: stand.id, price: 799, gstRate: 0.18 }]);
    // With the server's rate the same cart opens its checkout.
    const { razorpayOrderId } = await openOrder(
      checkoutRequest([{ product: stand, gstRateBp: 1_800 }]),
    );
    expect(fake.orders.get(razorpayOrderId)?.amount).toBe(94_300);
  });

  it('keeps 8% for a checkout stored before per-line rates (its rate absent)', async () => {
    const stand = await createProduct(db, { productType: 'airpods', price: 799 });
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product: stand }]));
    const [stored] = await db
      .select({ id: checkouts.id, snapshot: checkouts.snapshot })
      .from(checkouts)
      .where(eq(checkouts.razorpayOrderId, razorpayOrderId));
    if (!stored) throw new Error('no checkout');
    const lines = stored.snapshot.lines.map(({ gstRateBp: _dropped, ...line }) => line);
    await db
      .update(checkouts)
      .set({ snapshot: { ...stored.snapshot, lines } })
      .where(eq(checkouts.id, stored.id));
    await setAccessoriesRate(1_800);
    const orderId = await paid(razorpayOrderId);
    const [line] = await db
      .select({ gstRateBp: orderItems.gstRateBp })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(line).toEqual({ gstRateBp: 800 });
  });
});
