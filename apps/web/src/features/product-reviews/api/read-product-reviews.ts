import type { ProductReview, ReviewSummary } from '@skins/shared';
import { apiRead } from '#lib/api-client.ts';
import { apiQueryOf, type ReviewQuery } from '../review-query.ts';

// GET /api/products/{id}/reviews from the reviews island: unparsed, as islands carry no zod
// (decision 045); get-product-reviews.ts is the same call for the page's server render.

/** One page of a product's published reviews, with the summary of all of them. */
export interface ReviewPage {
  data: ProductReview[];
  page: number;
  total: number;
  totalPages: number;
  summary: ReviewSummary;
}

export const reviewsPathOf = (productId: string) =>
  `/products/${encodeURIComponent(productId)}/reviews`;

export function readProductReviews(productId: string, query: ReviewQuery): Promise<ReviewPage> {
  return apiRead<ReviewPage>(reviewsPathOf(productId), { query: apiQueryOf(query) });
}
