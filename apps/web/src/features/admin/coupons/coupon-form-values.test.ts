import type { Campaign } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import {
  type CouponFormValues,
  couponBodyOf,
  couponFormValuesOf,
  DISCOUNT_MESSAGES,
  EMPTY_COUPON_FORM,
} from './coupon-form-values.ts';

const filled: CouponFormValues = {
  ...EMPTY_COUPON_FORM,
  name: ' diwali25 ',
  discount: '25',
};

function errorsOf(values: CouponFormValues) {
  const result = couponBodyOf(values);
  return result.ok ? {} : result.errors;
}

describe('couponBodyOf', () => {
  it('sends every field, the code upper-cased and the percent as a fraction', () => {
    expect(couponBodyOf(filled)).toEqual({
      ok: true,
      body: {
        name: 'DIWALI25',
        discount: 0.25,
        active: true,
        startsAt: null,
        endsAt: null,
        maxRedemptions: null,
        firstOrderOnly: false,
        email: null,
      },
    });
  });

  it('sends the window as India time and the limit and owner as typed', () => {
    const result = couponBodyOf({
      ...filled,
      discount: '33.33',
      startsAt: '2026-04-01T00:00',
      endsAt: '2026-04-30T23:59',
      maxRedemptions: ' 100 ',
      firstOrderOnly: true,
      email: ' asha@example.in ',
    });
    expect(result).toMatchObject({
      ok: true,
      body: {
        discount: 0.3333,
        startsAt: '2026-04-01T00:00:00+05:30',
        endsAt: '2026-04-30T23:59:00+05:30',
        maxRedemptions: 100,
        firstOrderOnly: true,
        email: 'asha@example.in',
      },
    });
  });

  it('asks for a code and a discount', () => {
    expect(errorsOf(EMPTY_COUPON_FORM)).toEqual({
      name: 'Please enter a coupon code',
      discount: DISCOUNT_MESSAGES.missing,
    });
  });

  it('refuses a percent that is not a number or has more than two decimals', () => {
    expect(errorsOf({ ...filled, discount: 'ten' }).discount).toBe(DISCOUNT_MESSAGES.format);
    expect(errorsOf({ ...filled, discount: '12.345' }).discount).toBe(DISCOUNT_MESSAGES.format);
    expect(errorsOf({ ...filled, discount: '-5' }).discount).toBe(DISCOUNT_MESSAGES.format);
  });

  it('gives the schema’s messages for a discount out of range', () => {
    expect(errorsOf({ ...filled, discount: '0' }).discount).toBe('Discount must be more than 0');
    expect(errorsOf({ ...filled, discount: '90.01' }).discount).toBe(
      'Discount must be at most 0.9 (90% off)',
    );
    expect(errorsOf({ ...filled, discount: '90' })).toEqual({});
  });

  it('gives the schema’s messages for the code, the limit, the owner and the window', () => {
    const errors = errorsOf({
      ...filled,
      name: 'NO SPACES',
      maxRedemptions: '0',
      email: 'not-an-email',
      startsAt: '2026-05-01T00:00',
      endsAt: '2026-04-01T00:00',
    });
    expect(errors).toEqual({
      name: 'Use letters, digits, - and _ only',
      maxRedemptions: 'Must be a whole number from 1 to 10,000,000',
      email: 'Invalid email address',
      endsAt: 'The end must come after the start',
    });
    expect(errorsOf({ ...filled, maxRedemptions: '2.5' }).maxRedemptions).toBe(
      'Must be a whole number from 1 to 10,000,000',
    );
  });
});

describe('couponFormValuesOf', () => {
  const coupon: Campaign = {
    _id: 'c1',
    name: 'SKINS10',
    discount: 0.125,
    active: false,
    startsAt: '2026-03-31T18:30:00.000Z',
    endsAt: null,
    maxRedemptions: 50,
    redemptions: 3,
    firstOrderOnly: true,
    email: 'asha@example.in',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('shows the coupon as the form types it: a percent, India time, text', () => {
    expect(couponFormValuesOf(coupon)).toEqual({
      name: 'SKINS10',
      discount: '12.5',
      active: false,
      startsAt: '2026-04-01T00:00',
      endsAt: '',
      maxRedemptions: '50',
      firstOrderOnly: true,
      email: 'asha@example.in',
    });
  });

  it('sends back what it showed, unchanged', () => {
    const result = couponBodyOf(couponFormValuesOf(coupon));
    expect(result).toMatchObject({
      ok: true,
      body: { discount: 0.125, startsAt: '2026-04-01T00:00:00+05:30', maxRedemptions: 50 },
    });
  });
});
