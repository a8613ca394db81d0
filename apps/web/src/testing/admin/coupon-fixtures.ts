import type { Campaign } from '@skins/shared';

/** A coupon as the server answers it, for the screens' tests. */
export function buildCoupon(overrides: Partial<Campaign> = {}): Campaign {
  return {
    _id: 'coupon-1',
    name: 'SKINS10',
    discount: 0.1,
    active: true,
    startsAt: null,
    endsAt: null,
    maxRedemptions: null,
    redemptions: 0,
    firstOrderOnly: false,
    email: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildCouponList(
  coupons: Campaign[],
  overrides: { page?: number; total?: number } = {},
) {
  const total = overrides.total ?? coupons.length;
  return {
    data: coupons,
    page: overrides.page ?? 1,
    limit: 20,
    total,
    totalPages: Math.ceil(total / 20),
  };
}
