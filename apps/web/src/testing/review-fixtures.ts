import type { ProductReview, ReviewRequest, ReviewSummary } from '@skins/shared';

// Published reviews as GET /api/products/{id}/reviews answers them (the product page's tests), and
// a review link's token and line (the review page's tests, in the browser and on the server).

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

/** A review link's token, as the request mail carries it (the review page's tests). */
export const REVIEW_TOKEN = '5f0c2a1e-0000-4000-8000-000000000001.1900000000.signature';

/** The line that token names, as GET /api/reviews/request/{token} answers it. */
export const REVIEW_REQUEST: ReviewRequest = {
  product: {
    _id: 'product-1',
    name: 'Obsidian Carbon Skin',
    image: '/media/art/v2/iphone/carbon-fibre/obsidian/front.svg',
    selectedBrand: 'Apple',
    selectedModel: 'iPhone 16 Pro',
  },
  orderNumber: 1042,
  reviewed: false,
};
