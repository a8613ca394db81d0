import { ProductListSchema, ProductSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import type { ProductRow } from '../catalog/catalog.tables.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { createReviewToken } from './review-token.ts';

// API.md § Reviews from verified buyers: product reads carry `rating: { average, count } | null`
// from published reviews only, and a review published later shows at once (cache emptied).

const SECRET = 'product-rating-test-secret-of-32-chars-or-more';
const { app, database } = await buildTestApp(
  // A long cache: only the publish can make the new rating show.
  { APP_SECRET: SECRET, CATALOG_CACHE_TTL_MS: '3600000', RATE_LIMIT_REVIEW_PER_MINUTE: '100000' },
  { authenticateAdmin },
);
const { db } = database;

async function review(product: ProductRow, rating: number) {
  const { order } = await createOrder(db, { status: 'Delivered', lines: [{ product }] });
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  if (!line) throw new Error('no line');
  const response = await app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: { token: createReviewToken(SECRET, line.id), rating, body: 'Good fit, clean cuts.' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ _id: string }>()._id;
}

const publish = async (id: string) => {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/reviews/${id}`,
    headers: ADMIN,
    payload: { status: 'Published' },
  });
  expect(response.statusCode).toBe(200);
};

async function ratingOf(product: ProductRow) {
  const response = await app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
  expect(response.statusCode).toBe(200);
  return ProductSchema.parse(response.json()).rating;
}

describe('the product reads’ rating', () => {
  it('is null without published reviews, then the average to one decimal and the count', async () => {
    const product = await createProduct(db, { name: 'Rated Marble Skin' });
    const pending = await review(product, 1);
    expect(await ratingOf(product)).toBeNull();
    const ids = [await review(product, 5), await review(product, 4), await review(product, 4)];
    for (const id of ids) await publish(id);
    expect(await ratingOf(product)).toEqual({ average: 4.3, count: 3 });
    // The pending one-star review counts for nothing until it is published.
    await publish(pending);
    expect(await ratingOf(product)).toEqual({ average: 3.5, count: 4 });
    const list = await app.inject({ method: 'GET', url: '/api/products?search=Rated%20Marble' });
    const card = ProductListSchema.parse(list.json()).data.find((p) => p._id === product.id);
    expect(card?.rating).toEqual({ average: 3.5, count: 4 });
    const newest = await app.inject({ method: 'GET', url: '/api/products/new-arrivals' });
    expect(newest.json().data.find((p: { _id: string }) => p._id === product.id)?.rating).toEqual({
      average: 3.5,
      count: 4,
    });
  });
});
