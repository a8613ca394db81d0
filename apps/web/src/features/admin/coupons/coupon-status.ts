import type { Campaign } from '@skins/shared';

/** What the admin reads in the list: one word for whether a shopper could use the code now. */
export type CouponStatus = 'active' | 'inactive' | 'scheduled' | 'expired' | 'used-up';

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used-up': 'Used up',
};

type StatusInputs = Pick<
  Campaign,
  'active' | 'startsAt' | 'endsAt' | 'maxRedemptions' | 'redemptions'
>;

/**
 * The server's availability checks in the server's order (`availabilityRefusal`: the switch, the
 * start, the end, the redemptions left), so the list names the reason checkout would give.
 * The window's start is inclusive, its end exclusive.
 */
export function couponStatusOf(coupon: StatusInputs, now: Date = new Date()): CouponStatus {
  const nowMs = now.getTime();
  if (!coupon.active) return 'inactive';
  if (coupon.startsAt !== null && nowMs < Date.parse(coupon.startsAt)) return 'scheduled';
  if (coupon.endsAt !== null && nowMs >= Date.parse(coupon.endsAt)) return 'expired';
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) {
    return 'used-up';
  }
  return 'active';
}
