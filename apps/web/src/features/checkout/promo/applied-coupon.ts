import type { AppliedCouponSchema } from '@skins/shared';
import type * as z from 'zod/mini';

/** The coupon checkout prices with and sends with the order: `{ _id, code, discount }`. */
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

/** 0.1 → "10%", 0.125 → "12.5%". */
export function discountPercent(coupon: Pick<AppliedCoupon, 'discount'>): string {
  return `${Math.round(coupon.discount * 10_000) / 100}%`;
}
