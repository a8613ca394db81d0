import { ADMIN_PAGE_SIZE, type CampaignList, CampaignListSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminCouponKeys, type CouponListParams } from './coupon-keys.ts';

export type CouponList = CampaignList;

/**
 * GET /api/campaigns (admin): newest first, `search` a part of the code. The limit is sent: the
 * server's default for this list is the catalog's page size, not the admin's.
 */
export function listCoupons(params: CouponListParams, signal?: AbortSignal): Promise<CouponList> {
  return apiGet('/campaigns', CampaignListSchema, {
    signal,
    query: { ...params, limit: ADMIN_PAGE_SIZE },
  });
}

export const couponListQueryOptions = (params: CouponListParams) =>
  queryOptions({
    queryKey: adminCouponKeys.list(params),
    queryFn: ({ signal }) => listCoupons(params, signal),
    // Redemptions move with every paid order: fresh on every visit.
    staleTime: 0,
  });

export function useCouponList(params: CouponListParams) {
  // The previous page stays on screen while the next one loads, instead of a blank table.
  return useQuery({ ...couponListQueryOptions(params), placeholderData: keepPreviousData });
}
