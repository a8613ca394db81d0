import { type Campaign, CampaignSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminCouponKeys } from './coupon-keys.ts';

/** GET /api/campaigns/{id} (admin): one coupon with its redemptions so far; 404 unknown. */
export function getCoupon(couponId: string, signal?: AbortSignal): Promise<Campaign> {
  return apiGet(`/campaigns/${encodeURIComponent(couponId)}`, CampaignSchema, { signal });
}

export const couponQueryOptions = (couponId: string) =>
  queryOptions({
    queryKey: adminCouponKeys.detail(couponId),
    queryFn: ({ signal }) => getCoupon(couponId, signal),
    // The form starts from what the server holds now, not a copy from an earlier visit.
    staleTime: 0,
  });

export function useCoupon(couponId: string) {
  return useQuery(couponQueryOptions(couponId));
}
