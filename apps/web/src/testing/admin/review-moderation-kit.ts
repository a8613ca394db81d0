import type { AdminReview, Product } from '@skins/shared';
import { screen } from '@testing-library/react';
import { buildProduct, jsonResponse } from '#testing/fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

/** A review as the admin's list shows it: one star, pending, two photos (the second hidden). */
export function buildAdminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    _id: 'review-1',
    productId: 'product-1',
    rating: 1,
    title: 'Peeled at one corner',
    body: 'Lifted at the camera cut-out after two days.',
    status: 'Pending',
    author: 'Asha R.',
    selectedModel: 'iPhone 16 Pro',
    orderNumber: 1042,
    email: 'asha@example.in',
    photos: [
      { _id: 'photo-1', url: '/media/uploads/photo-1/1280.webp', hidden: false },
      { _id: 'photo-2', url: '/media/uploads/photo-2/1280.webp', hidden: true },
    ],
    reply: null,
    createdAt: '2026-11-22T09:15:00.000Z',
    updatedAt: '2026-11-22T09:15:00.000Z',
    history: [],
    ...overrides,
  };
}

/** One page of the admin's review list holding `reviews`. */
export const reviewListOf = (reviews: AdminReview[], total = reviews.length) => ({
  data: reviews,
  page: 1,
  limit: 20,
  total,
  totalPages: Math.ceil(total / 20),
});

/** The product the reviews are of. */
export const REVIEWED_PRODUCT: Product = buildProduct({
  _id: 'product-1',
  name: 'Carbon Fibre Skin',
});

/** The list answers `reviews`; the product lookup answers; `put` answers PUTs. */
export function serveReviews(
  reviews: () => AdminReview[],
  put?: (call: ApiCall) => Response | undefined,
): (call: ApiCall) => Response | undefined {
  return (call) => {
    if (call.method === 'GET' && call.path === '/admin/reviews')
      return jsonResponse(reviewListOf(reviews()));
    if (call.method === 'GET' && call.path === '/products/product-1')
      return jsonResponse(REVIEWED_PRODUCT);
    if (call.method === 'PUT') return put?.(call);
    return undefined;
  };
}

/** The first review card, once the list has come. */
export const findReview = () => screen.findByRole('article', {}, { timeout: 4000 });
