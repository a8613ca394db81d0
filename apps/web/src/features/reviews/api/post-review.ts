import type { CreateReviewInput, ReviewStatus } from '@skins/shared';
import { apiWrite } from '#lib/api-client.ts';

/**
 * POST /api/reviews: one review of the order line the token names. The island carries no zod
 * (decision 045): the server checks the fields and its 400 names them (`details.fields`).
 */
export function postReview(
  input: CreateReviewInput,
): Promise<{ _id: string; status: ReviewStatus }> {
  return apiWrite('/reviews', { method: 'POST', body: input });
}
