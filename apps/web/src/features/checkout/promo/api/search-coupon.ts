import type { AppliedCoupon } from '@skins/shared';
import { AppliedCouponSchema, CampaignSearchResultSchema } from '@skins/shared';
import { ApiError, apiGet, CLIENT_ERROR_CODES } from '#lib/api-client.ts';

/**
 * GET /api/campaigns/search?name=: the coupon under that code as checkout applies it. The server
 * answers 404 'Invalid or expired coupon code' for any code that cannot be used now, and 429 when
 * this client asks too often. Rejects with `ApiError`.
 */
export async function searchCoupon(code: string, signal?: AbortSignal): Promise<AppliedCoupon> {
  const found = await apiGet('/campaigns/search', CampaignSearchResultSchema, {
    query: { name: code },
    signal,
  });
  // The contract's bounds (0 < discount ≤ 0.9): a figure outside them is not a coupon to price with.
  const applied = AppliedCouponSchema.safeParse({ _id: found.id, code, discount: found.discount });
  if (!applied.success) {
    throw new ApiError(
      200,
      CLIENT_ERROR_CODES.invalidResponse,
      'The server answered in an unexpected format.',
      { issues: applied.error.issues },
    );
  }
  return applied.data;
}
