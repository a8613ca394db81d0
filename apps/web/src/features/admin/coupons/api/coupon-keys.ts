import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';

/** What the coupons list asks for: the URL's page and search. */
export interface CouponListParams {
  page: number;
  search: string | undefined;
}

// Hierarchical: invalidating `all` refreshes the lists and every coupon at once.
export const adminCouponKeys = {
  all: [ADMIN_QUERY_ROOT, 'coupons'] as const,
  lists: () => [...adminCouponKeys.all, 'list'] as const,
  list: (params: CouponListParams) => [...adminCouponKeys.lists(), params] as const,
  detail: (couponId: string) => [...adminCouponKeys.all, 'detail', couponId] as const,
};
