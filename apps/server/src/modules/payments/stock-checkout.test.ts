import { ErrorBodySchema, SimulatedHandlerResponseSchema } from '@skins/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import {
  COD_TEST_ENV,
  checkoutRequest,
  codRequest,
  countRows,
  uniqueEmail,
} from '../../testing/checkout-requests.ts';
import { createStockedProduct, stockOf as stockOfProduct } from '../../testing/factories.ts';
import { paymentCalls } from '../../testing/payment-calls.ts';
import { products } from '../catalog/catalog.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { orderEvents, orderItems } from '../orders/orders.tables.ts';
import { checkouts } from './checkouts.tables.ts';

// Stock at checkout (decision 065): a pending checkout holds its units, the paying transaction
// takes them, and no unit is sold twice however many shoppers pay at once.
const { app, database } = await buildTestApp({
  ...COD_TEST_ENV,
  RATE_LIMIT_CREATE_ORDER_PER_MINUTE: '100000',
  SHOP_ORDERS_EMAIL: 'owner@shop.example.in',
});
const { db } = database;
const { createOrder, verify } = paymentCalls(app);

const stockedProduct = (stock: number | null, name?: string) =>
  createStockedProduct(db, stock, name);
const stockOf = (id: string) => stockOfProduct(db, id);
const ordersOf = (productId: string) =>
  countRows(db, orderItems, eq(orderItems.productId, productId));
const placeCod = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/payments/cod', payload: payload as object });

/** create-order, a successful simulated payment, verify: the statuses of each step. */
async function buyOnline(product: { id: string; priceInPaise: number }, quantity = 1) {
  const opened = await createOrder(checkoutRequest([{ product, quantity }]));
  if (opened.statusCode !== 201) return { step: 'create-order', response: opened };
  const { razorpayOrderId } = opened.json() as { razorpayOrderId: string };
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payments/simulate',
    payload: { razorpayOrderId, outcome: 'success' },
  });
  const verified = await verify(SimulatedHandlerResponseSchema.parse(paid.json()));
  return { step: 'verify', response: verified };
}

describe('50 shoppers for the last 10 units', () => {
  it('online: exactly 10 orders, stock 0, the other 40 refused 409 OUT_OF_STOCK at create-order, before any payment', async () => {
    const product = await stockedProduct(10, 'Last Ten Skin');
    const results = await Promise.all(Array.from({ length: 50 }, () => buyOnline(product)));

    const placed = results.filter((r) => r.step === 'verify' && r.response.statusCode === 200);
    const refused = results.filter((r) => r.step === 'create-order');
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const { response } of refused) {
      expect(response.statusCode).toBe(409);
      const error = ErrorBodySchema.parse(response.json());
      expect(error.code).toBe('OUT_OF_STOCK');
      expect(error.message).toContain('Last Ten Skin');
    }
    expect(await stockOf(product.id)).toBe(0);
    expect(await ordersOf(product.id)).toBe(10);
    // Nobody was charged without an order: the refused never got a gateway order.
    const paidCheckouts = await countRows(db, checkouts, eq(checkouts.status, 'paid'));
    const opened = (await db.select().from(checkouts)).filter((c) =>
      c.snapshot.lines.some((line) => line.productId === product.id),
    );
    expect(opened).toHaveLength(10);
    expect(paidCheckouts).toBeGreaterThanOrEqual(10);
  });

  it('cash on delivery: exactly 10 orders and stock 0; the other 40 are 409 OUT_OF_STOCK', async () => {
    const product = await stockedProduct(10, 'Cod Ten Skin');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => placeCod(codRequest([{ product }]))),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(await stockOf(product.id)).toBe(0);
    expect(await ordersOf(product.id)).toBe(10);
  });
});

describe('holds, refusals and made to order', () => {
  it('names the product and what is left; an unpaid checkout holds its units from other shoppers, not from its own', async () => {
    const product = await stockedProduct(3, 'Held Skin');
    const tooMany = await createOrder(checkoutRequest([{ product, quantity: 4 }]));
    expect(tooMany.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(tooMany.json())).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 3 of Held Skin are left. Please lower the quantity and try again.',
      details: { product: product.id, name: 'Held Skin', left: 3 },
    });

    const asha = uniqueEmail('asha');
    const held = await createOrder(checkoutRequest([{ product, quantity: 3 }], { email: asha }));
    expect(held.statusCode).toBe(201);
    expect(await stockOf(product.id)).toBe(3);
    const other = await createOrder(checkoutRequest([{ product }]));
    expect(ErrorBodySchema.parse(other.json()).message).toBe(
      'Held Skin is sold out. Please remove it from your cart and try again.',
    );
    expect((await placeCod(codRequest([{ product }]))).statusCode).toBe(409);
    // Asha changes her cart: her own hold does not refuse her.
    const again = await createOrder(checkoutRequest([{ product, quantity: 2 }], { email: asha }));
    expect(again.statusCode).toBe(201);
  });

  it('a made-to-order product (stock null) never runs out and takes nothing', async () => {
    const product = await stockedProduct(null);
    const cod = await placeCod(codRequest([{ product, quantity: 5 }]));
    expect(cod.statusCode).toBe(201);
    expect((await buyOnline(product, 5)).response.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBeNull();
    const lines = await db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(lines.map((line) => line.stockTaken)).toEqual([0, 0]);
  });

  it('a payment that settles after its hold lapsed and the units sold is still recorded, stock 0, with a note for the owner', async () => {
    const product = await stockedProduct(1, 'Late Skin');
    const opened = await createOrder(checkoutRequest([{ product }]));
    const { razorpayOrderId } = opened.json() as { razorpayOrderId: string };
    // The hold lapses (30 minutes), and another shopper takes the last unit by COD.
    await db
      .update(checkouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkouts.razorpayOrderId, razorpayOrderId));
    expect((await placeCod(codRequest([{ product }]))).statusCode).toBe(201);
    expect(await stockOf(product.id)).toBe(0);

    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/simulate',
      payload: { razorpayOrderId, outcome: 'success' },
    });
    const verified = await verify(SimulatedHandlerResponseSchema.parse(paid.json()));
    expect(verified.statusCode).toBe(200);
    const { orderId } = verified.json() as { orderId: string };
    expect(await stockOf(product.id)).toBe(0);
    const [placedEvent] = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'Placed')));
    expect(placedEvent?.note).toBe(
      'Paid after the last units sold: 1 × Late Skin not in stock. Restock or refund.',
    );
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line?.stockTaken).toBe(0);
  });
});

describe('the low-stock mail', () => {
  const lowStockMails = (name: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'low-stock'),
          eq(mailOutbox.subject, `Low stock: ${name} (5 left)`),
        ),
      );

  it('is written once when the stock falls to LOW_STOCK_THRESHOLD (5), and again only after it rose above it', async () => {
    const product = await stockedProduct(7, 'Falling Skin');
    for (let sold = 0; sold < 3; sold += 1) {
      expect((await placeCod(codRequest([{ product }]))).statusCode).toBe(201);
    }
    expect(await stockOf(product.id)).toBe(4);
    const [mail, ...more] = await lowStockMails('Falling Skin');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ toAddress: 'owner@shop.example.in' });
    expect(mail?.text).toContain(`/admin/products/${product.id}`);

    // Restocked to 6, one sale makes 5: a new fall, a new mail.
    await db.update(products).set({ stock: 6 }).where(eq(products.id, product.id));
    expect((await placeCod(codRequest([{ product }]))).statusCode).toBe(201);
    expect(await lowStockMails('Falling Skin')).toHaveLength(2);
  });

  it('is not written for an order that stays above the threshold or is refused', async () => {
    const product = await stockedProduct(9, 'Plenty Skin');
    expect((await placeCod(codRequest([{ product }]))).statusCode).toBe(201);
    expect((await placeCod(codRequest([{ product, quantity: 20 }]))).statusCode).toBe(409);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'low-stock'));
    expect(mails.filter((m) => m.subject.includes('Plenty Skin'))).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(8);
  });
});
