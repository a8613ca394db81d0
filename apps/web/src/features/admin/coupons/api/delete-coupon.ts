import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiSend } from '../../../../lib/api-client.ts';
import { adminCouponKeys } from './coupon-keys.ts';

// The server's answer (campaigns.routes.ts); shared does not export it yet.
const DeleteCouponResultSchema = z.object({
  _id: z.string(),
  outcome: z.enum(['deleted', 'deactivated']),
});
export type DeleteCouponOutcome = z.infer<typeof DeleteCouponResultSchema>['outcome'];

/**
 * DELETE /api/campaigns/{id} (admin): `deleted` for a code never used; `deactivated` when it was
 * redeemed or something refers to it (a subscriber's welcome coupon), so orders keep it.
 */
export async function deleteCoupon(couponId: string): Promise<DeleteCouponOutcome> {
  const answer = await apiSend(
    `/campaigns/${encodeURIComponent(couponId)}`,
    DeleteCouponResultSchema,
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
