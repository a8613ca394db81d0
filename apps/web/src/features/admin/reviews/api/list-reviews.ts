import { AdminReviewListSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminReviewKeys, type ReviewListParams } from './review-keys.ts';

/** GET /api/admin/reviews: one status's reviews, newest first, with the order and the buyer. */
function listReviews(params: ReviewListParams, signal?: AbortSignal) {
  return apiGet('/admin/reviews', AdminReviewListSchema, { signal, query: { ...params } });
}

const reviewListQueryOptions = (params: ReviewListParams) =>
  queryOptions({
    queryKey: adminReviewKeys.list(params),
    queryFn: ({ signal }) => listReviews(params, signal),
    // Buyers post at any time: fresh on every visit.
    staleTime: 0,
  });

export function useReviewList(params: ReviewListParams) {
  // The previous page stays on screen while the next one loads, instead of a blank list.
  return useQuery({ ...reviewListQueryOptions(params), placeholderData: keepPreviousData });
}
