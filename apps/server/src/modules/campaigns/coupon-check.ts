import { formatShopDate } from '@skins/shared';
import type { CampaignRow } from './campaigns.tables.ts';

/** Why a code cannot be used; checkout ([5]) answers 409 COUPON_NOT_USABLE with the message. */
type CouponRefusalReason =
  | 'NOT_FOUND'
  | 'INACTIVE'
  | 'NOT_STARTED'
  | 'EXPIRED'
  | 'USED_UP'
  | 'EMAIL_REQUIRED'
  | 'WRONG_EMAIL'
  | 'FIRST_ORDER_ONLY';

export interface CouponRefusal {
  reason: CouponRefusalReason;
  message: string;
}

export const COUPON_REFUSALS = {
  notFound: (): CouponRefusal => ({
    reason: 'NOT_FOUND',
    message: 'This coupon code does not exist. Please check the code and try again.',
  }),
  inactive: (): CouponRefusal => ({
    reason: 'INACTIVE',
    message: 'This coupon is no longer active.',
  }),
  notStarted: (startsAt: Date): CouponRefusal => ({
    reason: 'NOT_STARTED',
    message: `This coupon is not valid yet. It can be used from ${formatShopDate(startsAt)}.`,
  }),
  expired: (endsAt: Date): CouponRefusal => ({
    reason: 'EXPIRED',
    message: `This coupon expired on ${formatShopDate(endsAt)}.`,
  }),
  usedUp: (maxRedemptions: number): CouponRefusal => ({
    reason: 'USED_UP',
    message:
      maxRedemptions === 1
        ? 'This coupon has already been used.'
        : 'This coupon has reached its usage limit.',
  }),
  emailRequired: (): CouponRefusal => ({
    reason: 'EMAIL_REQUIRED',
    message: 'This coupon needs the email address it was issued for. Please enter your email.',
  }),
  wrongEmail: (): CouponRefusal => ({
    reason: 'WRONG_EMAIL',
    message:
      'This coupon belongs to a different email address. Please use the email it was sent to.',
  }),
  firstOrderOnly: (): CouponRefusal => ({
    reason: 'FIRST_ORDER_ONLY',
    message: 'This coupon is only valid on your first order.',
  }),
};

/**
 * The checks that need no buyer: active, inside its window (start inclusive, end exclusive),
 * redemptions left. Null when the campaign passes them. Pure, so search and checkout agree.
 */
export function availabilityRefusal(row: CampaignRow, now: Date): CouponRefusal | null {
  if (!row.active) return COUPON_REFUSALS.inactive();
  if (row.startsAt && now < row.startsAt) return COUPON_REFUSALS.notStarted(row.startsAt);
  if (row.endsAt && now >= row.endsAt) return COUPON_REFUSALS.expired(row.endsAt);
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) {
    return COUPON_REFUSALS.usedUp(row.maxRedemptions);
  }
  return null;
}
