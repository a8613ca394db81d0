import type { CouponListParams } from './api/coupon-keys.ts';

/**
 * The list's page and search from its URL (`?search=diwali&page=2`). A hand-edited page the
 * server would refuse (0, 'abc') falls back to the first.
 */
export function readCouponListParams(searchParams: URLSearchParams): CouponListParams {
  const search = searchParams.get('search')?.trim() ?? '';
  const page = Number(searchParams.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: search || undefined,
  };
}
