import type { ReviewStatus } from '@skins/shared';

/** The admin's words for a review's status, and what each means on the shop. */
export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  Pending: 'Pending',
  Published: 'Published',
  Hidden: 'Hidden',
};

export const REVIEW_STATUS_TONES: Readonly<Record<ReviewStatus, string>> = {
  Pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  Published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Hidden: 'bg-neutral-100 text-neutral-700 ring-neutral-300',
};
