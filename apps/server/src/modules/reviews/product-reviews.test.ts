import { randomUUID } from 'node:crypto';
import { ProductReviewListSchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { createReview, type ReviewSeed } from '../../testing/review-factory.ts';
import type { ProductRow } from '../catalog/catalog.tables.ts';

// API.md § Reviews from verified buyers: GET /products/{id}/reviews, published reviews only.

const { app, database } = await buildTestApp();
const { db } = database;

const reviewOf = (product: ProductRow, seed: ReviewSeed) => createReview(db, product, seed);

async function list(productId: string, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/products/${productId}/reviews${query}`,
  });
  expect(response.statusCode).toBe(200);
  return ProductReviewListSchema.parse(response.json());
}

describe('GET /api/products/{id}/reviews', () => {
  it('lists published reviews only, newest first, with the summary of the published', async () => {
    const product = await createProduct(db);
    const old = await reviewOf(product, { rating: 5, daysAgo: 3, reply: 'Thank you, Asha!' });
    const recent = await reviewOf(product, { rating: 2, daysAgo: 1 });
    await reviewOf(product, { rating: 4, daysAgo: 2 });
    await reviewOf(product, { rating: 1, status: 'Pending' });
    await reviewOf(product, { rating: 1, status: 'Hidden' });
    const answer = await list(product.id);
    expect(answer.summary).toEqual({
      average: 3.7,
      count: 3,
      histogram: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 },
    });
    expect(answer.data.map((r) => r.rating)).toEqual([2, 4, 5]);
    expect(answer).toMatchObject({ page: 1, limit: 10, total: 3, totalPages: 1 });
    expect(answer.data[0]).toMatchObject({
      _id: recent.id,
      author: 'Asha R.',
      verifiedBuyer: true,
      selectedModel: 'Galaxy S25',
      photos: [],
      reply: null,
    });
    expect(answer.data[2]?.reply).toEqual({
      body: 'Thank you, Asha!',
      at: old.replyAt?.toISOString(),
    });
  });

  it('sorts by rating either way and by photos, and pages', async () => {
    const product = await createProduct(db);
    await reviewOf(product, { rating: 3, daysAgo: 1 });
    await reviewOf(product, { rating: 5, daysAgo: 2, photos: [{}, { hidden: true }] });
    await reviewOf(product, { rating: 1, daysAgo: 3, photos: [{ hidden: true }] });
    expect((await list(product.id, '?sort=rating-high')).data.map((r) => r.rating)).toEqual([
      5, 3, 1,
    ]);
    expect((await list(product.id, '?sort=rating-low')).data.map((r) => r.rating)).toEqual([
      1, 3, 5,
    ]);
    const withPhotos = await list(product.id, '?sort=with-photos');
    expect(withPhotos.data.map((r) => r.rating)).toEqual([5, 3, 1]);
    // Hidden photos are never shown.
    expect(withPhotos.data[0]?.photos).toHaveLength(1);
    expect(withPhotos.data[0]?.photos[0]).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\/1280\.webp$/);
    expect(withPhotos.data[2]?.photos).toEqual([]);
    const second = await list(product.id, '?limit=2&page=2');
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(second.data.map((r) => r.rating)).toEqual([1]);
  });

  it('keeps the reviews of one star rating when asked, with the whole summary and its own pages', async () => {
    const product = await createProduct(db);
    await reviewOf(product, { rating: 4, daysAgo: 1 });
    await reviewOf(product, { rating: 5, daysAgo: 2 });
    await reviewOf(product, { rating: 4, daysAgo: 3 });
    await reviewOf(product, { rating: 4, daysAgo: 4 });
    await reviewOf(product, { rating: 4, status: 'Pending' });
    const fours = await list(product.id, '?rating=4&limit=2&sort=recent');
    expect(fours.data.map((r) => r.rating)).toEqual([4, 4]);
    expect(fours).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(fours.summary).toMatchObject({ count: 4, histogram: { '4': 3, '5': 1 } });
    const lastFour = await list(product.id, '?rating=4&limit=2&page=2');
    expect(lastFour.data.map((r) => r.title)).toEqual(['Rated 4']);
    const ones = await list(product.id, '?rating=1');
    expect(ones).toMatchObject({ data: [], total: 0, totalPages: 0 });
  });

  it('answers an empty list with a zero summary for a product without reviews, or no product', async () => {
    const product = await createProduct(db);
    for (const id of [product.id, randomUUID(), 'not-a-product']) {
      const answer = await list(id);
      expect(answer.data).toEqual([]);
      expect(answer.summary).toEqual({
        average: 0,
        count: 0,
        histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      });
    }
  });

  it('refuses a bad page, limit or sort with 400', async () => {
    const product = await createProduct(db);
    for (const query of [
      '?page=0',
      '?page=x',
      '?limit=51',
      '?limit=1.5',
      '?sort=best',
      '?rating=0',
      '?rating=6',
      '?rating=4.5',
      '?rating=',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/products/${product.id}/reviews${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
