import type { ProductReview, ProductReviewQuery, ReviewSort, ReviewSummary } from '@skins/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewPhotos, reviews } from './reviews.tables.ts';

// GET /products/{id}/reviews (API.md § Reviews from verified buyers): published reviews only.

const UPLOADS_URL_PREFIX = '/media/uploads/';

const isShown = (productId: string) =>
  and(eq(reviews.productId, productId), eq(reviews.status, 'Published'));

/** How many photos of a review are shown (not hidden by the owner). */
const shownPhotos = sql<number>`(select count(*) from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${reviews.id} and not ${reviewPhotos.hidden})`;

const ORDERS: Record<ReviewSort, SQL[]> = {
  recent: [desc(reviews.createdAt), asc(reviews.id)],
  'rating-high': [desc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
  'rating-low': [asc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
  'with-photos': [desc(shownPhotos), desc(reviews.createdAt), asc(reviews.id)],
};

const starsKey = (rating: number) => String(rating) as keyof ReviewSummary['histogram'];

/** Average (to one decimal), count and the count of each star, from published reviews. */
export async function reviewSummary(db: Db, productId: string): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(isShown(productId))
    .groupBy(reviews.rating);
  const histogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of rows) {
    histogram[starsKey(rating)] = n;
    total += n;
    sum += rating * n;
  }
  return {
    average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    count: total,
    histogram,
  };
}

/**
 * One page of a product's published reviews, of `rating` stars only when given; the summary is
 * of all its published reviews either way (the histogram stays whole while one bar is chosen).
 */
export async function listProductReviews(
  db: Db,
  productId: string,
  { page, limit, sort, rating }: ProductReviewQuery,
) {
  const summary = await reviewSummary(db, productId);
  const total = rating === undefined ? summary.count : summary.histogram[starsKey(rating)];
  const rows = await db
    .select()
    .from(reviews)
    .where(
      rating === undefined
        ? isShown(productId)
        : and(isShown(productId), eq(reviews.rating, rating)),
    )
    .orderBy(...ORDERS[sort])
    .limit(limit)
    .offset((page - 1) * limit);
  const photos =
    rows.length === 0
      ? []
      : await db
          .select({ reviewId: reviewPhotos.reviewId, storageKey: reviewPhotos.storageKey })
          .from(reviewPhotos)
          .where(
            and(
              inArray(
                reviewPhotos.reviewId,
                rows.map((row) => row.id),
              ),
              eq(reviewPhotos.hidden, false),
            ),
          )
          .orderBy(asc(reviewPhotos.createdAt), asc(reviewPhotos.id));
  const data: ProductReview[] = rows.map((row) => ({
    _id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: row.author,
    verifiedBuyer: true,
    photos: photos
      .filter((photo) => photo.reviewId === row.id)
      .map((photo) => `${UPLOADS_URL_PREFIX}${photo.storageKey}`),
    selectedModel: row.selectedModel,
    createdAt: row.createdAt.toISOString(),
    reply:
      row.replyBody !== null && row.replyAt !== null
        ? { body: row.replyBody, at: row.replyAt.toISOString() }
        : null,
  }));
  return {
    data,
    page,
    limit,
    total,
    totalPages: Math.ceil(total / limit),
    summary,
  };
}
