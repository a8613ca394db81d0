import { ProductReviewListSchema, ProductSchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../testing/factories.ts';
import { createReview } from '../../testing/review-factory.ts';
import { seoTestApp } from './seo.fixtures.ts';

// API.md § Reviews from verified buyers: the product page's first HTML carries AggregateRating
// and up to 5 Review items in its Product JSON-LD, from published reviews only, when count ≥ 1;
// the numbers are the ones the page shows (the product read's rating, the list's summary).

const { t, get } = await seoTestApp();
const { db } = t.database;

interface ProductJsonLd {
  aggregateRating?: Record<string, unknown>;
  review?: Record<string, unknown>[];
}

async function jsonLdOf(slug: string): Promise<{ raw: string; value: ProductJsonLd }> {
  const { status, html } = await get(`/product/${slug}`);
  expect(status).toBe(200);
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const raw = scripts[0]?.[1] ?? '';
  return { raw, value: JSON.parse(raw) };
}

async function shownSummary(slug: string) {
  const product = ProductSchema.parse((await t.app.inject(`/api/products/${slug}`)).json());
  const list = ProductReviewListSchema.parse(
    (await t.app.inject(`/api/products/${product._id}/reviews`)).json(),
  );
  return { rating: product.rating, summary: list.summary, first: list.data };
}

describe('product JSON-LD ratings', () => {
  it('carries no rating or reviews while the product has no published review', async () => {
    const product = await createProduct(db);
    await createReview(db, product, { rating: 5, status: 'Pending', body: 'Pending words here.' });
    await createReview(db, product, { rating: 1, status: 'Hidden', body: 'Hidden words here.' });
    const { raw, value } = await jsonLdOf(product.slug);
    expect(value).not.toHaveProperty('aggregateRating');
    expect(value).not.toHaveProperty('review');
    expect(raw).not.toContain('Pending words');
    expect(raw).not.toContain('Hidden words');
    expect((await shownSummary(product.slug)).rating).toBeNull();
  });

  it('carries the visible average and count, and the 5 newest published reviews', async () => {
    const product = await createProduct(db);
    const ratings = [5, 4, 4, 5, 3, 5, 2];
    for (const [daysAgo, rating] of ratings.entries()) {
      await createReview(db, product, {
        rating,
        daysAgo: daysAgo + 1,
        author: `Buyer ${daysAgo} K.`,
        title: daysAgo === 0 ? null : `Title ${daysAgo}`,
        body: `Review body number ${daysAgo}.`,
      });
    }
    await createReview(db, product, { rating: 1, status: 'Pending', body: 'Pending words here.' });
    await createReview(db, product, { rating: 1, status: 'Hidden', body: 'Hidden words here.' });

    const { raw, value } = await jsonLdOf(product.slug);
    const shown = await shownSummary(product.slug);
    // 28 / 7 = 4.0: the page shows "4.0" beside the title and in the reviews' summary.
    expect(shown.rating).toEqual({ average: 4, count: 7 });
    expect(shown.summary).toMatchObject({ average: 4, count: 7 });
    expect(value.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: shown.rating?.average,
      reviewCount: shown.rating?.count,
      bestRating: 5,
      worstRating: 1,
    });
    expect(value.review).toHaveLength(5);
    // The same reviews, in the same order, as the list the page shows first.
    expect(value.review?.map((review) => review.reviewBody)).toEqual(
      shown.first.slice(0, 5).map((review) => review.body),
    );
    expect(value.review?.[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Buyer 0 K.' },
      reviewBody: 'Review body number 0.',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(value.review?.[1]).toMatchObject({ name: 'Title 1', reviewRating: { ratingValue: 4 } });
    expect(raw).not.toContain('Pending words');
    expect(raw).not.toContain('Hidden words');
  });

  it('rounds the average as the page does and keeps a review’s text inside its script', async () => {
    const product = await createProduct(db);
    for (const rating of [5, 4, 4]) await createReview(db, product, { rating });
    await createReview(db, product, {
      rating: 5,
      body: '</script><script>alert("review")</script> fits well',
    });
    const { raw, value } = await jsonLdOf(product.slug);
    const shown = await shownSummary(product.slug);
    expect(shown.rating).toEqual({ average: 4.5, count: 4 });
    expect(value.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 4 });
    expect(raw).not.toContain('</script>');
    expect(value.review?.[0]?.reviewBody).toBe(
      '</script><script>alert("review")</script> fits well',
    );
  });
});
