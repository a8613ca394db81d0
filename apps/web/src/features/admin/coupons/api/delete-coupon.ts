import { type CampaignDeleteResult, CampaignDeleteResultSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';
import { adminCouponKeys } from './coupon-keys.ts';

export type DeleteCouponOutcome = CampaignDeleteResult['outcome'];

/**
 * DELETE /api/campaigns/{id} (admin): `deleted` for a code never used; `deactivated` when it was
 * redeemed or something refers to it (a subscriber's welcome coupon), so orders keep it.
 */
export async function deleteCoupon(couponId: string): Promise<DeleteCouponOutcome> {
  const answer = await apiSend(
    `/campaigns/${encodeURIComponent(couponId)}`,
    CampaignDeleteResultSchema,
    { method: 'DELETE' },
  );
  return answer.outcome;
}

export function useDeleteCoupon(couponId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCoupon(couponId),
    onSuccess: (outcome) => {
      const detail = adminCouponKeys.detail(couponId);
      if (outcome === 'deleted') queryClient.removeQueries({ queryKey: detail });
      // Stale, not refetched now: the page leaves for the list, and the next visit asks again.
      else void queryClient.invalidateQueries({ queryKey: detail, refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: adminCouponKeys.lists() });
    },
  });
}
