import type { AppliedCoupon } from '@skins/shared';
import { AppliedCouponSchema, MAX_LENGTH, RECENT_COUPONS_KEPT, STORAGE_KEYS } from '@skins/shared';
import * as z from 'zod/mini';
import { readStorage, removeStorage, writeStorage } from '#lib/storage.ts';
import { boundAttempts, type CouponAttempts, NO_ATTEMPTS } from './coupon-attempts.ts';

// localStorage (spec §3): `validCoupon` is the applied coupon as JSON `{ _id, code, discount }`;
// `couponHistory` the codes applied successfully, most recent first, at most five. Anything
// unreadable is dropped, never trusted: the server prices the order again anyway.

const HistorySchema = z.array(z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.couponCode)));
const AttemptsSchema = z.object({
  /** The checkout (pipeline id) the attempts were made in. */
  checkoutId: z.string(),
  attemptsAt: z.array(z.number()),
  lockedUntil: z.nullable(z.number()),
});

function readJson<S extends z.ZodMiniType>(key: string, schema: S): z.output<S> | null {
  const text = readStorage(key);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: dropped below like any other unreadable value.
  }
  removeStorage(key);
  return null;
}

export function readValidCoupon(): AppliedCoupon | null {
  return readJson(STORAGE_KEYS.validCoupon, AppliedCouponSchema);
}

export function writeValidCoupon(coupon: AppliedCoupon): void {
  writeStorage(STORAGE_KEYS.validCoupon, JSON.stringify(coupon));
}

/** Forgets the applied coupon, e.g. once an order has used it. */
export function clearValidCoupon(): void {
  removeStorage(STORAGE_KEYS.validCoupon);
}

export function readCouponHistory(): readonly string[] {
  return (readJson(STORAGE_KEYS.couponHistory, HistorySchema) ?? []).slice(0, RECENT_COUPONS_KEPT);
}

/** Puts `code` first in the history, once, keeping the five most recent. */
export function rememberCoupon(code: string): readonly string[] {
  const history = [code, ...readCouponHistory().filter((known) => known !== code)].slice(
    0,
    RECENT_COUPONS_KEPT,
  );
  writeStorage(STORAGE_KEYS.couponHistory, JSON.stringify(history));
  return history;
}

/** This checkout's attempts: another checkout's (or a stored value without one) count for nothing. */
export function readCouponAttempts(checkoutId: string, now: number): CouponAttempts {
  const stored = readJson(STORAGE_KEYS.couponAttempts, AttemptsSchema);
  if (!stored || stored.checkoutId !== checkoutId) return NO_ATTEMPTS;
  return boundAttempts(stored, now);
}

export function writeCouponAttempts(checkoutId: string, attempts: CouponAttempts): void {
  writeStorage(STORAGE_KEYS.couponAttempts, JSON.stringify({ checkoutId, ...attempts }));
}

/** An order was placed: the next checkout starts with no attempts counted. */
export function forgetCouponAttempts(): void {
  removeStorage(STORAGE_KEYS.couponAttempts);
}
