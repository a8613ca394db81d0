import { type Campaign, CampaignSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';
import { adminCouponKeys } from './coupon-keys.ts';
import type { CouponBody } from './create-coupon.ts';

/**
 * PUT /api/campaigns/{id} (admin): replaces every field (an omitted one is cleared) and keeps the
 * redemptions; 400 `details.fields.maxRedemptions` for a limit below the uses so far, 409 a taken
 * code, 404 unknown.
 */
export function updateCoupon(couponId: string, body: CouponBody): Promise<Campaign> {
  return apiSend(`/campaigns/${encodeURIComponent(couponId)}`, CampaignSchema, {
    method: 'PUT',
    body,
  });
}

export function useUpdateCoupon(couponId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponBody) => updateCoupon(couponId, body),
    onSuccess: (coupon) => {
      queryClient.setQueryData(adminCouponKeys.detail(couponId), coupon);
      return queryClient.invalidateQueries({ queryKey: adminCouponKeys.lists() });
    },
  });
}
