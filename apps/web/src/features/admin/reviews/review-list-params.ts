import { REVIEW_STATUSES, type ReviewStatus } from '@skins/shared';
import type { ReviewListParams } from './api/review-keys.ts';

function isReviewStatus(value: string): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value);
}

/**
 * The moderation list's status and page from its URL (`?status=Hidden&page=2`). No status, or
 * one the server would refuse, is Pending: the reviews waiting for the owner come first.
 */
export function readReviewListParams(searchParams: URLSearchParams): ReviewListParams {
  const status = searchParams.get('status') ?? '';
  const page = Number(searchParams.get('page') ?? '1');
  return {
    status: isReviewStatus(status) ? status : 'Pending',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}
