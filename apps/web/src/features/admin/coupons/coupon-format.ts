import type { Campaign } from '@skins/shared';
import { percentOf } from './coupon-form-values.ts';

/** '12.5%': the API's fraction as the admin reads it. */
export function discountText(discount: number): string {
  return `${percentOf(discount)}%`;
}

/** '12 / 100' against a limit, '12' without one. */
export function redemptionsText(coupon: Pick<Campaign, 'redemptions' | 'maxRedemptions'>) {
  return coupon.maxRedemptions === null
    ? String(coupon.redemptions)
    : `${coupon.redemptions} / ${coupon.maxRedemptions}`;
}
