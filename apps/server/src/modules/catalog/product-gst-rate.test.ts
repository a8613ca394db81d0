import {
  AdminCategoryListSchema,
  OrderSchema,
  ProductListSchema,
  ProductSchema,
} from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { orderItems } from '../orders/orders.tables.ts';

// Decision 066: a category's GST rate reaches the shopper's product answers (the cart taxes the
// line at it) as soon as the owner changes it, and a manual order is taxed at it.

const { app, database } = await buildTestApp(
  { PUBLIC_URL: 'https://skins.example.in' },
  { authenticateAdmin },
);
const { db } = database;
const fitsIphone = [{ brand: 'Apple', models: ['iPhone 16 Pro'] }];
const skin = await createProduct(db, {
  productType: 'iphone',
  price: 549,
  compatibility: fitsIphone,
});
const stand = await createProduct(db, {
  productType: 'airpods',
  price: 799,
  compatibility: fitsIphone,
});

const get = (url: string) => app.inject({ method: 'GET', url });
const rateOf = async (id: string) =>
  ProductSchema.parse((await get(`/api/products/${id}`)).json()).gstRate;

async function setAccessoriesRate(gstRate: number) {
  const list = AdminCategoryListSchema.parse(
    (await app.inject({ method: 'GET', url: '/api/admin/categories', headers: ADMIN })).json(),
  );
  const accessories = list.data.find((category) => category._id === 'accessories');
  if (!accessories) throw new Error('no accessories category');
  const { name, slug, hsnCode, position } = accessories;
  const response = await app.inject({
    method: 'PUT',
    url: '/api/admin/categories/accessories',
    headers: ADMIN,
    payload: { name, slug, hsnCode, position, gstRate },
  });
  expect(response.statusCode).toBe(200);
}

describe('the product answers’ gstRate', () => {
  it('is the category’s rate, in every read, and follows the owner’s change at once', async () => {
    expect(await rateOf(stand.id)).toBe(0.08);
    await setAccessoriesRate(0.18);
    expect(await rateOf(stand.id)).toBe(0.18);
    expect(await rateOf(stand.slug)).toBe(0.18);
    expect(await rateOf(skin.id)).toBe(0.08);
    const list = ProductListSchema.parse((await get('/api/products?limit=100')).json());
    const rates = new Map(list.data.map((product) => [product._id, product.gstRate]));
    expect([rates.get(stand.id), rates.get(skin.id)]).toEqual([0.18, 0.08]);
    const newest = (
      (await get('/api/products/new-arrivals?limit=24')).json().data as unknown[]
    ).map((product) => ProductSchema.parse(product));
    expect(newest.find((product) => product._id === stand.id)?.gstRate).toBe(0.18);
  });

  it('taxes a manual order at each line’s rate and keeps the rate on its lines', async () => {
    await setAccessoriesRate(0.18);
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: ADMIN,
      payload: {
        user: {
          firstName: 'Ravi',
          lastName: 'Kumar',
          email: 'ravi@example.in',
          phone: '9830012345',
        },
        shippingInfo: {
          firstName: 'Ravi',
          lastName: 'Kumar',
          address: '5 Park Street',
          city: 'Kolkata',
          pin: '700016',
          state: 'West Bengal',
          phone: '9830012345',
          email: 'ravi@example.in',
        },
        products: [
          { product: skin.id, quantity: 2, extraInfo: { brand: 'Apple', model: 'iPhone 16 Pro' } },
          { product: stand.id, quantity: 1, extraInfo: { brand: 'Apple', model: 'iPhone 16 Pro' } },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    const order = OrderSchema.parse(response.json());
    // 8% of 1,098.00 = 87.84 and 18% of 799.00 = 143.82.
    expect(order).toMatchObject({ subtotal: 1897, tax: 231.66, total: 2128.66 });
    const lines = await db
      .select({ gstRateBp: orderItems.gstRateBp })
      .from(orderItems)
      .where(eq(orderItems.orderId, order._id));
    expect(lines.map((line) => line.gstRateBp).sort()).toEqual([1_800, 800]);
  });
});
