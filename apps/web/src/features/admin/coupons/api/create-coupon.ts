import { type Campaign, type CampaignInputSchema, CampaignSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiSend } from '#lib/api-client.ts';
import { adminCouponKeys } from './coupon-keys.ts';

/** The body of POST and PUT /api/campaigns: the shared schema's input (dates as ISO text). */
export type CouponBody = z.input<typeof CampaignInputSchema>;

/** POST /api/campaigns (admin): 201 the coupon; 409 a code that exists in any case; 400 fields. */
export function createCoupon(body: CouponBody): Promise<Campaign> {
  return apiSend('/campaigns', CampaignSchema, { method: 'POST', body });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: (coupon) => {
      queryClient.setQueryData(adminCouponKeys.detail(coupon._id), coupon);
      return queryClient.invalidateQueries({ queryKey: adminCouponKeys.lists() });
    },
  });
}
