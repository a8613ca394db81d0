import { describe, expect, it } from 'vitest';
import { couponStatusOf } from './coupon-status.ts';

const NOW = new Date('2026-04-10T12:00:00.000Z');
const open = {
  active: true,
  startsAt: null,
  endsAt: null,
  maxRedemptions: null,
  redemptions: 0,
};

describe('couponStatusOf', () => {
  it('reads Active for a switched-on code without a window or a limit', () => {
    expect(couponStatusOf(open, NOW)).toBe('active');
  });

  it('reads Active inside the window and below the limit', () => {
    const coupon = {
      ...open,
      startsAt: '2026-04-01T00:00:00.000Z',
      endsAt: '2026-05-01T00:00:00.000Z',
      maxRedemptions: 100,
      redemptions: 99,
    };
    expect(couponStatusOf(coupon, NOW)).toBe('active');
  });

  it('reads Inactive when switched off, whatever the window says', () => {
    expect(couponStatusOf({ ...open, active: false }, NOW)).toBe('inactive');
    expect(
      couponStatusOf({ ...open, active: false, endsAt: '2026-01-01T00:00:00.000Z' }, NOW),
    ).toBe('inactive');
  });

  it('reads Scheduled before the start and Active from the start itself', () => {
    expect(couponStatusOf({ ...open, startsAt: '2026-04-10T12:00:00.001Z' }, NOW)).toBe(
      'scheduled',
    );
    expect(couponStatusOf({ ...open, startsAt: '2026-04-10T12:00:00.000Z' }, NOW)).toBe('active');
  });

  it('reads Expired from the end itself (the end is exclusive)', () => {
    expect(couponStatusOf({ ...open, endsAt: '2026-04-10T12:00:00.000Z' }, NOW)).toBe('expired');
    expect(couponStatusOf({ ...open, endsAt: '2026-04-10T12:00:00.001Z' }, NOW)).toBe('active');
  });

  it('reads Used up when the redemptions reach the limit', () => {
    expect(couponStatusOf({ ...open, maxRedemptions: 5, redemptions: 5 }, NOW)).toBe('used-up');
    expect(couponStatusOf({ ...open, maxRedemptions: 5, redemptions: 4 }, NOW)).toBe('active');
  });

  it('counts redemptions only against a limit', () => {
    expect(couponStatusOf({ ...open, redemptions: 5000 }, NOW)).toBe('active');
  });

  it('names the reason checkout would give first: Expired before Used up', () => {
    const coupon = {
      ...open,
      endsAt: '2026-04-01T00:00:00.000Z',
      maxRedemptions: 1,
      redemptions: 1,
    };
    expect(couponStatusOf(coupon, NOW)).toBe('expired');
  });
});
