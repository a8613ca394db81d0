import { COUPON_LOCKOUT_MS, MAX_COUPON_ATTEMPTS } from '@skins/shared';

// Spec §4/§9 and UI.md: every non-empty Apply counts; the 4th within the window is refused and
// applying stays disabled for 10 minutes. The window is the lockout's own length: three tries in
// any 10 minutes are fine, a fourth is not. The rule holds within one checkout (its pipeline id)
// and ends when an order is placed: a code applied for one purchase never locks the next. The
// server rate-limits the lookup as well; this is the shopper-facing rule, not the security
// boundary.

export interface CouponAttempts {
  /** When each counted Apply happened (ms since the epoch), oldest first. */
  attemptsAt: readonly number[];
  /** Applying is refused until then; null when not locked. */
  lockedUntil: number | null;
}

export const NO_ATTEMPTS: CouponAttempts = { attemptsAt: [], lockedUntil: null };

/** The end of the lockout still running at `now`, or null. */
export function activeLockUntil(attempts: CouponAttempts, now: number): number | null {
  return attempts.lockedUntil !== null && attempts.lockedUntil > now ? attempts.lockedUntil : null;
}

/**
 * Counts an Apply pressed at `now`. Refused while locked; the one past the limit is refused too
 * and starts the lockout.
 */
export function recordAttempt(
  attempts: CouponAttempts,
  now: number,
): { isAllowed: boolean; next: CouponAttempts } {
  if (activeLockUntil(attempts, now) !== null) return { isAllowed: false, next: attempts };
  const recent = attempts.attemptsAt.filter((at) => now - at < COUPON_LOCKOUT_MS);
  if (recent.length >= MAX_COUPON_ATTEMPTS) {
    return { isAllowed: false, next: { attemptsAt: [], lockedUntil: now + COUPON_LOCKOUT_MS } };
  }
  return { isAllowed: true, next: { attemptsAt: [...recent, now], lockedUntil: null } };
}

/**
 * Stored attempts as they may be trusted at `now`: a lock longer than the lockout (the clock was
 * set back, or the value edited) is cut to the lockout, so no one is locked out for a day.
 */
export function boundAttempts(attempts: CouponAttempts, now: number): CouponAttempts {
  const latestEnd = now + COUPON_LOCKOUT_MS;
  const lockedUntil = activeLockUntil(attempts, now);
  return {
    attemptsAt: attempts.attemptsAt.filter((at) => now - at < COUPON_LOCKOUT_MS && at <= now),
    lockedUntil: lockedUntil === null ? null : Math.min(lockedUntil, latestEnd),
  };
}
