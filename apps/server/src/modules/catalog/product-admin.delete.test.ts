import { ProductDeactivatedSchema, ProductListSchema, ProductSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { createLoggedApp } from '../../testing/logged-app.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { checkouts } from '../payments/checkouts.tables.ts';
import { products } from './catalog.tables.ts';
import { CatalogCache } from './catalog-cache.ts';
import {
  ADMIN,
  authenticateAdmin,
  body,
  productAdminApp,
  UNKNOWN_ID,
} from './product-admin.fixtures.ts';
import { productAdminRoutes } from './product-admin.routes.ts';

// Auth, POST and PUT are in product-admin.routes.test.ts.
const { db, remove, read, shopperRead, createdProduct } = await productAdminApp();

describe('DELETE /api/products/{idOrSlug}', () => {
  it('deletes a product nobody ordered: 204, gone from the storefront and the database', async () => {
    const product = await createdProduct();
    await read('/api/products?limit=100');
    const response = await remove(product.slug);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await db.select().from(products).where(eq(products.id, product._id))).toEqual([]);
    expect((await read(`/api/products/${product._id}`)).statusCode).toBe(404);
    const listed = ProductListSchema.parse((await read('/api/products?limit=100')).json());
    expect(listed.data.some((p) => p._id === product._id)).toBe(false);
    expect((await remove(product._id)).statusCode).toBe(404);
  });

  it('deactivates an ordered product instead; the order keeps its item and image', async () => {
    const row = await createProduct(db, { name: 'Ordered Skin' });
    const { order } = await createOrder(db, { lines: [{ product: row, quantity: 2 }] });
    const response = await remove(row.id);
    expect(response.statusCode).toBe(200);
    expect(ProductDeactivatedSchema.parse(response.json())).toEqual({
      _id: row.id,
      outcome: 'deactivated',
    });
    const [kept] = await db.select().from(products).where(eq(products.id, row.id));
    expect(kept).toMatchObject({ active: false, images: row.images });
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ productId: row.id, name: 'Ordered Skin', image: row.images[0] });
    expect((await shopperRead(`/api/products/${row.id}`)).statusCode).toBe(404);
    // Deleting it again changes nothing and says so the same way.
    expect((await remove(row.slug)).json()).toEqual({ _id: row.id, outcome: 'deactivated' });
  });

  it('deactivates a product a pending checkout holds: that payment may still become an order', async () => {
    const row = await createProduct(db);
    const line = {
      productId: row.id,
      name: row.name,
      image: row.images[0] ?? '',
      priceInPaise: row.priceInPaise,
      quantity: 1,
      brand: 'Apple',
      model: 'iPhone 16',
    };
    await db.insert(checkouts).values({
      amountInPaise: 59_300,
      fingerprint: `test-${row.id}`,
      email: 'buyer@example.in',
      expiresAt: new Date(Date.now() + 60_000),
      snapshot: {
        user: {
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'buyer@example.in',
          phone: '9876543210',
        },
        shipping: {
          firstName: 'Asha',
          lastName: 'Rao',
          address: '12 MG Road',
          city: 'Bengaluru',
          pin: '560001',
          state: 'Karnataka',
          country: 'India',
          phone: '9876543210',
          email: 'buyer@example.in',
        },
        lines: [line],
        totals: {
          subtotalInPaise: 54_900,
          discountInPaise: 0,
          taxInPaise: 4_392,
          totalInPaise: 59_292,
        },
        coupon: null,
      },
    });
    const response = await remove(row.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: row.id, outcome: 'deactivated' });
  });

  it('answers 404 for an unknown product and 400 for an absurd id', async () => {
    expect((await remove(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await remove('no-such-slug')).statusCode).toBe(404);
    expect((await remove('x'.repeat(201))).statusCode).toBe(400);
  });
});

describe('the audit trail of product writes', () => {
  it('logs who created, updated and deleted which product', async () => {
    // The same routes on an app whose log the test can read.
    const { app: logged, lines } = createLoggedApp({ db, authenticateAdmin });
    await logged.register(productAdminRoutes, {
      prefix: '/api/products',
      cache: new CatalogCache(60_000),
    });
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      logged.inject({ method, url, headers: ADMIN, ...(payload ? { payload } : {}) });

    const created = ProductSchema.parse((await call('POST', '/api/products', body())).json());
    await call('PUT', `/api/products/${created._id}`, body({ price: 600 }));
    await call('DELETE', `/api/products/${created._id}`);
    await call('POST', '/api/products', body({ price: 0 }));
    await logged.close();

    const audit = lines.filter((line) => typeof line.action === 'string');
    expect(
      audit.map(({ admin, action, productId, outcome }) => ({ admin, action, productId, outcome })),
    ).toEqual([
      {
        admin: 'admin@example.in',
        action: 'product.create',
        productId: created._id,
        outcome: undefined,
      },
      {
        admin: 'admin@example.in',
        action: 'product.update',
        productId: created._id,
        outcome: undefined,
      },
      {
        admin: 'admin@example.in',
        action: 'product.delete',
        productId: created._id,
        outcome: 'deleted',
      },
    ]);
  });
});
