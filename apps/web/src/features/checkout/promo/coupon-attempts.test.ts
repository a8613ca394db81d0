import { COUPON_LOCKOUT_MS } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import {
  activeLockUntil,
  boundAttempts,
  type CouponAttempts,
  NO_ATTEMPTS,
  recordAttempt,
} from './coupon-attempts.ts';

const T = Date.UTC(2026, 2, 1, 10);

function tryAt(times: number[]): { allowed: boolean[]; last: CouponAttempts } {
  let state = NO_ATTEMPTS;
  const allowed: boolean[] = [];
  for (const at of times) {
    const result = recordAttempt(state, at);
    allowed.push(result.isAllowed);
    state = result.next;
  }
  return { allowed, last: state };
}

describe('recordAttempt', () => {
  it('allows three attempts and refuses the fourth, locking for 10 minutes from it', () => {
    const { allowed, last } = tryAt([T, T + 1000, T + 2000, T + 3000]);
    expect(allowed).toEqual([true, true, true, false]);
    expect(last.lockedUntil).toBe(T + 3000 + COUPON_LOCKOUT_MS);
  });

  it('refuses every attempt while locked, without extending the lock', () => {
    const { allowed, last } = tryAt([T, T, T, T, T + 60_000, T + COUPON_LOCKOUT_MS - 1]);
    expect(allowed.slice(3)).toEqual([false, false, false]);
    expect(last.lockedUntil).toBe(T + COUPON_LOCKOUT_MS);
  });

  it('allows again once the lock has run out, counting afresh', () => {
    const { allowed } = tryAt([T, T, T, T, T + COUPON_LOCKOUT_MS, T + COUPON_LOCKOUT_MS + 1]);
    expect(allowed).toEqual([true, true, true, false, true, true]);
  });

  it('counts only the attempts of the last 10 minutes', () => {
    const { allowed } = tryAt([T, T + 1, T + 2, T + COUPON_LOCKOUT_MS, T + COUPON_LOCKOUT_MS + 1]);
    expect(allowed).toEqual([true, true, true, true, true]);
  });
});

describe('boundAttempts', () => {
  it('cuts a lock longer than the lockout and drops stale or future attempts', () => {
    const stored: CouponAttempts = {
      attemptsAt: [T - COUPON_LOCKOUT_MS, T - 1, T + 5000],
      lockedUntil: T + 24 * 60 * 60_000,
    };
    expect(boundAttempts(stored, T)).toEqual({
      attemptsAt: [T - 1],
      lockedUntil: T + COUPON_LOCKOUT_MS,
    });
  });

  it('forgets a lock that has ended', () => {
    expect(activeLockUntil({ attemptsAt: [], lockedUntil: T }, T)).toBeNull();
    expect(boundAttempts({ attemptsAt: [], lockedUntil: T - 1 }, T).lockedUntil).toBeNull();
  });
});
