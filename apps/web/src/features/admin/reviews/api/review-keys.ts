import type { ReviewStatus } from '@skins/shared';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';

/** What the moderation list asks for: the URL's status (Pending when absent) and page. */
export interface ReviewListParams {
  status: ReviewStatus;
  page: number;
}

// Hierarchical: invalidating `lists` refreshes every status and page at once.
export const adminReviewKeys = {
  all: [ADMIN_QUERY_ROOT, 'reviews'] as const,
  lists: () => [...adminReviewKeys.all, 'list'] as const,
  list: (params: ReviewListParams) => [...adminReviewKeys.lists(), params] as const,
};
