import { type ReviewRequest, ReviewRequestSchema } from '@skins/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';

/** GET /api/reviews/request/{token}: the order line a review link names. */
function getReviewRequest(token: string, signal?: AbortSignal): Promise<ReviewRequest> {
  return apiGet(`/reviews/request/${encodeURIComponent(token)}`, ReviewRequestSchema, { signal });
}

export function reviewRequestQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['reviews', 'request', token],
    queryFn: ({ signal }) => getReviewRequest(token, signal),
    // A bad or expired link stays so: asking again would not change the answer.
    retry: false,
  });
}
