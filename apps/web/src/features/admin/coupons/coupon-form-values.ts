import {
  basisPointsToFraction,
  type Campaign,
  CampaignInputSchema,
  formatPercent,
  isoToShopLocal,
  shopLocalToIso,
} from '@skins/shared';
import type { CouponBody } from './api/create-coupon.ts';

/**
 * The form's fields as typed, keyed like the API's so the server's `details.fields` land on the
 * same names. `discount` holds a percent here ('12.5'); the API takes a fraction (0.125).
 */
export interface CouponFormValues {
  name: string;
  discount: string;
  active: boolean;
  /** datetime-local values, India time. */
  startsAt: string;
  endsAt: string;
  maxRedemptions: string;
  firstOrderOnly: boolean;
  email: string;
}

export type CouponField = keyof CouponFormValues;
export type CouponFieldErrors = Partial<Record<CouponField, string>>;

export const EMPTY_COUPON_FORM: CouponFormValues = {
  name: '',
  discount: '',
  active: true,
  startsAt: '',
  endsAt: '',
  maxRedemptions: '',
  firstOrderOnly: false,
  email: '',
};

const COUPON_FIELDS = new Set<string>(Object.keys(EMPTY_COUPON_FORM));

export function isCouponField(path: string): path is CouponField {
  return COUPON_FIELDS.has(path);
}

/** A fraction with at most four decimals is a percent with at most two: 0.125 → '12.5'. */
export function percentOf(fraction: number): string {
  return formatPercent(fraction).slice(0, -1);
}

export function couponFormValuesOf(coupon: Campaign): CouponFormValues {
  return {
    name: coupon.name,
    discount: percentOf(coupon.discount),
    active: coupon.active,
    startsAt: isoToShopLocal(coupon.startsAt),
    endsAt: isoToShopLocal(coupon.endsAt),
    maxRedemptions: coupon.maxRedemptions === null ? '' : String(coupon.maxRedemptions),
    firstOrderOnly: coupon.firstOrderOnly,
    email: coupon.email ?? '',
  };
}

// Two decimals of a percent are the API's four of a fraction (it holds basis points).
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

export const DISCOUNT_MESSAGES = {
  missing: 'Please enter a discount',
  format: 'Enter a percent such as 10 or 12.5 (at most two decimals)',
} as const;

type CouponBodyResult = { ok: true; body: CouponBody } | { ok: false; errors: CouponFieldErrors };

/**
 * The request body for the form, checked with the server's own schema first, so the admin sees
 * the server's messages without a round trip. Every field is sent: PUT clears what is left out.
 */
export function couponBodyOf(values: CouponFormValues): CouponBodyResult {
  const percentText = values.discount.trim();
  const maxText = values.maxRedemptions.trim();
  const email = values.email.trim();
  const body: CouponBody = {
    name: values.name.trim().toUpperCase(),
    // Rounded to basis points, so 33.33 / 100 is not sent as 0.33329999999999999.
    discount: basisPointsToFraction(Math.round(Number(percentText) * 100)),
    active: values.active,
    startsAt: shopLocalToIso(values.startsAt),
    endsAt: shopLocalToIso(values.endsAt),
    maxRedemptions: maxText === '' ? null : Number(maxText),
    firstOrderOnly: values.firstOrderOnly,
    email: email === '' ? null : email,
  };

  const errors: CouponFieldErrors = {};
  const parsed = CampaignInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (isCouponField(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  // The percent's own wording before the schema's, which speaks of fractions.
  if (percentText === '') errors.discount = DISCOUNT_MESSAGES.missing;
  else if (!PERCENT.test(percentText)) errors.discount = DISCOUNT_MESSAGES.format;

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
