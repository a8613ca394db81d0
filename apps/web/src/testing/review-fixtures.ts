import type { ProductReview, ReviewSummary } from '@skins/shared';

// Published reviews as GET /api/products/{id}/reviews answers them (the product page's tests).

let next = 0;

export function buildReview(overrides: Partial<ProductReview> = {}): ProductReview {
  next += 1;
  return {
    _id: `review-${next}`,
    rating: 5,
    title: 'Fits perfectly',
    body: 'Lined up with the camera cut-out on the first try.',
    author: 'Asha R.',
    verifiedBuyer: true,
    photos: [],
    selectedModel: 'iPhone 16',
    createdAt: '2026-11-12T06:30:00.000Z',
    reply: null,
    ...overrides,
  };
}

export const SUMMARY: ReviewSummary = {
  average: 4.3,
  count: 12,
  histogram: { '1': 0, '2': 1, '3': 1, '4': 3, '5': 7 },
};

/** One page of reviews, with the summary of all of them. */
export function buildReviewPage(
  data: ProductReview[],
  { page = 1, total = SUMMARY.count, summary = SUMMARY } = {},
) {
  return { data, page, total, totalPages: Math.ceil(total / 5), summary };
}
