import { type AppliedCoupon, formatPercent } from '@skins/shared';

/** 0.1 → "10%", 0.125 → "12.5%". */
export function discountPercent(coupon: Pick<AppliedCoupon, 'discount'>): string {
  return formatPercent(coupon.discount);
}
