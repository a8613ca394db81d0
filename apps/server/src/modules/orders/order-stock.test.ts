import { ErrorBodySchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { COD_TEST_ENV, codRequest } from '../../testing/checkout-requests.ts';
import { createStockedProduct, stockOf as stockOfProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { RETURNS_TEST_ENV, returnsHelpers } from '../../testing/returns-test-kit.ts';
import { ASHA_SHIPPING } from '../../testing/shopper.ts';
import { products } from '../catalog/catalog.tables.ts';
import { orderItems } from './orders.tables.ts';

// An order's units go back to stock when it is cancelled or its return is received, once; a
// manual order and a replacement take theirs like any order (decision 065).
const context = await buildTestApp({ ...RETURNS_TEST_ENV, ...COD_TEST_ENV }, { authenticateAdmin });
const { app, database } = context;
const { db } = database;
const { deliveredOrder, requestReturn, adminPut } = returnsHelpers(context);

const stockedProduct = (stock: number | null, name?: string) =>
  createStockedProduct(db, stock, name);
const stockOf = (id: string) => stockOfProduct(db, id);
const linesOf = (orderId: string) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
const cancel = (orderId: string) =>
  app.inject({ method: 'PUT', url: `/api/orders/${orderId}/cancel`, headers: ADMIN });

describe('units given back', () => {
  it('a cancel gives the units back once, even when two cancels race', async () => {
    const product = await stockedProduct(2);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/payments/cod',
      payload: codRequest([{ product, quantity: 2 }]),
    });
    const { orderId } = placed.json() as { orderId: string };
    expect(await stockOf(product.id)).toBe(0);
    expect((await linesOf(orderId))[0]?.stockTaken).toBe(2);

    const [first, second] = await Promise.all([cancel(orderId), cancel(orderId)]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(2);
    expect((await linesOf(orderId))[0]?.stockTaken).toBe(0);
  });

  it('a received return gives back the returned units of the lines that took them, once', async () => {
    const product = await stockedProduct(4);
    const { order, token, itemIds } = await deliveredOrder({
      lines: [{ product, price: 549, quantity: 3 }],
    });
    // As its placing transaction would have written it: 3 units taken.
    await db.update(orderItems).set({ stockTaken: 3 }).where(eq(orderItems.orderId, order.id));
    const created = await requestReturn(order.id, token, itemIds, {
      lines: [{ itemId: itemIds[0] ?? '', quantity: 2 }],
      reason: 'ChangedMind',
      resolution: 'Refund',
    });
    expect((await adminPut(`/api/returns/${created._id}/approve`)).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(4);
    expect((await adminPut(`/api/returns/${created._id}/receive`)).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(6);
    expect((await adminPut(`/api/returns/${created._id}/receive`)).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(6);
    expect((await linesOf(order.id))[0]?.stockTaken).toBe(1);
  });

  it('gives nothing back to a product made to order since', async () => {
    const product = await stockedProduct(1);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/payments/cod',
      payload: codRequest([{ product }]),
    });
    await db.update(products).set({ stock: null }).where(eq(products.id, product.id));
    expect((await cancel((placed.json() as { orderId: string }).orderId)).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBeNull();
  });
});

describe('units taken by the owner', () => {
  const manualOrder = (productId: string, quantity: number) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: ADMIN,
      payload: {
        user: {
          firstName: 'Asha',
          lastName: 'Verma',
          email: 'asha@example.in',
          phone: ASHA_SHIPPING.phone,
        },
        shippingInfo: ASHA_SHIPPING,
        products: [
          { product: productId, quantity, extraInfo: { brand: 'Apple', model: 'iPhone 16 Pro' } },
        ],
      },
    });

  it('a manual order takes its units, and is refused 409 OUT_OF_STOCK for more than are left', async () => {
    const product = await stockedProduct(3, 'Phone Order Skin');
    const refused = await manualOrder(product.id, 4);
    expect(refused.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(refused.json())).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 3 of Phone Order Skin are left. Please lower the quantity and try again.',
    });
    const placed = await manualOrder(product.id, 3);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(product.id)).toBe(0);
  });

  it('a replacement takes the units it sends; none left is 409 OUT_OF_STOCK and nothing ships', async () => {
    const product = await stockedProduct(1, 'Replaced Skin');
    const { order, token, itemIds } = await deliveredOrder({
      lines: [{ product, price: 549, quantity: 2 }],
    });
    const created = await requestReturn(order.id, token, itemIds, {
      lines: [{ itemId: itemIds[0] ?? '', quantity: 2 }],
    });
    expect((await adminPut(`/api/returns/${created._id}/approve`)).statusCode).toBe(200);
    const ship = () =>
      adminPut(`/api/returns/${created._id}/ship-replacement`, {
        courier: 'Delhivery',
        trackingNumber: 'DLV123456789',
      });
    const short = await ship();
    expect(short.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(short.json()).code).toBe('OUT_OF_STOCK');

    await db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
    expect((await ship()).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(3);
  });
});
