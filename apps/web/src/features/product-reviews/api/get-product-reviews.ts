import { ProductReviewListSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { apiQueryOf, type ReviewQuery } from '../review-query.ts';
import { reviewsPathOf } from './read-product-reviews.ts';

/**
 * GET /api/products/{id}/reviews for the page's server render (the route's loader; parsed, as
 * the server's loaders do). Keyed under the product, so a product's invalidation takes it too.
 */
export function productReviewsQueryOptions(productId: string, query: ReviewQuery) {
  return queryOptions({
    queryKey: ['products', 'reviews', productId, query] as const,
    queryFn: ({ signal }) =>
      apiGet(reviewsPathOf(productId), ProductReviewListSchema, {
        signal,
        query: apiQueryOf(query),
      }),
  });
}

export function useProductReviews(productId: string, query: ReviewQuery, isEnabled: boolean) {
  return useQuery({ ...productReviewsQueryOptions(productId, query), enabled: isEnabled });
}
