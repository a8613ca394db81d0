import { ErrorBodySchema, ProductSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from './catalog.tables.ts';
import { body, productAdminApp } from './product-admin.fixtures.ts';

// The product write body's `stock` (decision 065): an integer ≥ 0 or null (made to order); the
// admin's answers carry the count, a shopper's only whether it is sold out.
const { db, create, update, read, shopperRead, createdProduct } = await productAdminApp();

const stockOf = async (id: string) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

describe('stock in the product write body', () => {
  it('refuses a stock that is not a whole number from 0 to 1,000,000 with 400 on the field', async () => {
    const product = await createdProduct();
    for (const stock of [-1, 1.5, '3', true, 1_000_001, {}]) {
      for (const response of [
        await create(body({ stock })),
        await update(product._id, body({ stock })),
      ]) {
        expect(response.statusCode, JSON.stringify(stock)).toBe(400);
        const error = ErrorBodySchema.parse(response.json());
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(error.details?.fields ?? {})).toContain('stock');
      }
    }
    expect(await stockOf(product._id)).toBeNull();
  });

  it('stores 0 and 1,000,000, keeps the stock when PUT leaves it out, and null makes it made to order', async () => {
    const none = await createdProduct();
    expect(none).toMatchObject({ stock: null, soldOut: false });
    const counted = await createdProduct({ stock: 12 });
    expect(counted).toMatchObject({ stock: 12, soldOut: false });

    const emptied = await update(counted._id, body({ stock: 0 }));
    expect(emptied.statusCode).toBe(200);
    expect(ProductSchema.parse(emptied.json())).toMatchObject({ stock: 0, soldOut: true });

    // The form sends `stock` only when the owner changed it: a rename keeps the count.
    const renamed = await update(counted._id, body({ name: 'Renamed Skin' }));
    expect(ProductSchema.parse(renamed.json())).toMatchObject({ name: 'Renamed Skin', stock: 0 });

    expect((await update(counted._id, body({ stock: 1_000_000 }))).statusCode).toBe(200);
    expect(await stockOf(counted._id)).toBe(1_000_000);
    const madeToOrder = await update(counted._id, body({ stock: null }));
    expect(ProductSchema.parse(madeToOrder.json())).toMatchObject({ stock: null, soldOut: false });
    expect(await stockOf(counted._id)).toBeNull();
  });

  it("gives the admin's read the count and a shopper's only Sold out", async () => {
    const product = await createdProduct({ stock: 3 });
    const admin = ProductSchema.parse((await read(`/api/products/${product.slug}`)).json());
    expect(admin).toMatchObject({ stock: 3, soldOut: false });

    const shopper = ProductSchema.parse(
      (await shopperRead(`/api/products/${product.slug}`)).json(),
    );
    expect(shopper.soldOut).toBe(false);
    expect(shopper).not.toHaveProperty('stock');

    // The write empties the catalog's copies: the shopper's next read says Sold out.
    await update(product._id, body({ stock: 0 }));
    const soldOut = ProductSchema.parse(
      (await shopperRead(`/api/products/${product.slug}`)).json(),
    );
    expect(soldOut.soldOut).toBe(true);
    const listed = (await shopperRead('/api/products?limit=100')).json() as {
      data: { _id: string; soldOut?: boolean; stock?: unknown }[];
    };
    const card = listed.data.find((p) => p._id === product._id);
    expect(card).toMatchObject({ soldOut: true });
    expect(card).not.toHaveProperty('stock');
  });
});
