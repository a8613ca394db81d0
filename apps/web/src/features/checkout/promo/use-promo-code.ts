import type { AppliedCoupon } from '@skins/shared';
import { type ErrorCode, MESSAGES } from '@skins/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '#lib/api-client.ts';
import { searchCoupon } from './api/search-coupon.ts';
import { discountPercent } from './applied-coupon.ts';
import { activeLockUntil, NO_ATTEMPTS, recordAttempt } from './coupon-attempts.ts';
import {
  clearValidCoupon,
  readCouponAttempts,
  readCouponHistory,
  readValidCoupon,
  rememberCoupon,
  writeCouponAttempts,
  writeValidCoupon,
} from './coupon-storage.ts';

interface PromoMessage {
  /** `error` is announced at once (role="alert"); `success` politely. */
  tone: 'error' | 'success';
  /** The spec's words, as they are. */
  text: string;
  /** What they are about, when the words alone could mislead (which code was refused). */
  note?: string;
}

export interface PromoCodeController {
  /** The coupon to price with and send with the order; null when none is applied. */
  coupon: AppliedCoupon | null;
  /** The text in the coupon field. */
  code: string;
  setCode: (code: string) => void;
  /** Checks the code in the field with the server and applies it (spec §5 rules). */
  apply: () => Promise<void>;
  /** Takes the coupon off; with a `reason` (e.g. the server refused it at payment) shows it. */
  remove: (reason?: string) => void;
  /** Clears the last message (a payment started: it is about that attempt, not this one). */
  dismissMessage: () => void;
  message: PromoMessage | null;
  isChecking: boolean;
  /** More than three attempts: applying is off for 10 minutes, across reloads. */
  isLocked: boolean;
  /** Codes applied before, most recent first (at most five). */
  history: readonly string[];
}

const RATE_LIMITED: ErrorCode = 'RATE_LIMITED';
const VALIDATION_FAILED: ErrorCode = 'VALIDATION_FAILED';
const TOO_MANY: PromoMessage = { tone: 'error', text: MESSAGES.coupon.tooManyAttempts };

/**
 * The checkout's coupon: restored from `validCoupon`, checked with GET /campaigns/search.
 * Call once in the page; give the result to `<PromoCode>` and price with `coupon`.
 */
export function usePromoCode(checkoutId: string): PromoCodeController {
  const [coupon, setCoupon] = useState(readValidCoupon);
  const [code, setCode] = useState(() => coupon?.code ?? '');
  const [message, setMessage] = useState<PromoMessage | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const [history, setHistory] = useState(readCouponHistory);
  const [lockedUntil, setLockedUntil] = useState(() =>
    activeLockUntil(readCouponAttempts(checkoutId, Date.now()), Date.now()),
  );
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  // The lockout ends on its own, also when it started before a reload.
  useEffect(() => {
    if (lockedUntil === null) return;
    const unlock = () => {
      writeCouponAttempts(checkoutId, NO_ATTEMPTS);
      setLockedUntil(null);
    };
    const timer = setTimeout(unlock, Math.max(0, lockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [checkoutId, lockedUntil]);

  async function apply() {
    if (request.current) return;
    const typed = code.trim().toUpperCase();
    if (typed === '') {
      // UI.md: an empty Apply is answered and not counted.
      setMessage({ tone: 'error', text: MESSAGES.coupon.empty });
      return;
    }
    if (coupon && typed === coupon.code) {
      setCode(coupon.code);
      setMessage({ tone: 'success', text: `Coupon ${coupon.code} is already applied.` });
      return;
    }
    const now = Date.now();
    const attempt = recordAttempt(readCouponAttempts(checkoutId, now), now);
    writeCouponAttempts(checkoutId, attempt.next);
    if (!attempt.isAllowed) {
      setLockedUntil(activeLockUntil(attempt.next, now));
      setMessage(TOO_MANY);
      return;
    }

    const controller = new AbortController();
    request.current = controller;
    setIsChecking(true);
    setMessage(null);
    try {
      const applied = await searchCoupon(typed, controller.signal);
      writeValidCoupon(applied);
      setHistory(rememberCoupon(applied.code));
      setCoupon(applied);
      setCode(applied.code);
      setMessage({
        tone: 'success',
        text: `Coupon ${applied.code} applied: ${discountPercent(applied)} off.`,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      const why = refusalNoteOf(error);
      if (isUnknownCode(error) && coupon) {
        // Spec §5: editing an applied code falls back to the last valid one, still applied, with
        // the spec's words; the note names the refused code, so they never read as if the applied
        // one were bad.
        setCode(coupon.code);
        setMessage({
          tone: 'error',
          text: MESSAGES.coupon.invalid,
          note: `${why ? `${typed}: ${why}` : `${typed} was refused;`} ${coupon.code} is still applied.`,
        });
      } else if (isUnknownCode(error)) {
        setMessage({ tone: 'error', text: MESSAGES.coupon.invalidOrExpired, note: why });
      } else if (isApiError(error) && error.code === RATE_LIMITED) {
        // The server's own limit; its message says how long to wait.
        setMessage({ tone: 'error', text: error.message });
      } else {
        setMessage({ tone: 'error', text: MESSAGES.coupon.validateFailed });
      }
    } finally {
      if (request.current === controller) request.current = null;
      if (!controller.signal.aborted) setIsChecking(false);
    }
  }

  function remove(reason?: string) {
    clearValidCoupon();
    setCoupon(null);
    setCode('');
    setMessage(
      reason
        ? { tone: 'error', text: reason }
        : { tone: 'success', text: coupon ? `Coupon ${coupon.code} removed.` : 'Coupon removed.' },
    );
  }

  // Stable, so a payment hook can hold it without starting over each render.
  const dismissMessage = useCallback(() => setMessage(null), []);
  const isLocked = lockedUntil !== null;
  return {
    coupon,
    code,
    setCode,
    apply,
    remove,
    dismissMessage,
    message: isLocked ? TOO_MANY : message,
    isChecking,
    isLocked,
    history,
  };
}

/** The server's reason for a real code that ran out (expired, used up: decision 021), if any. */
function refusalNoteOf(error: unknown): string | undefined {
  const note = isApiError(error) && error.status === 404 ? error.details?.note : undefined;
  return typeof note === 'string' ? note : undefined;
}

/** 404: no usable coupon under that code; 400: not even a code the server accepts. */
function isUnknownCode(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 404 || (error.status === 400 && error.code === VALIDATION_FAILED))
  );
}
