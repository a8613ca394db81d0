import { type ErrorCode, MESSAGES, PAYMENT_TIMEOUT_MS } from '@skins/shared';
import { type ApiError, CLIENT_ERROR_CODES, isApiError } from '#lib/api-client.ts';

const m = MESSAGES.payment;

/** Texts of this flow the spec leaves open (its timeout check's outcome, price changes). */
export const PAYMENT_NOTICES = {
  timedOut: `The payment did not start within ${PAYMENT_TIMEOUT_MS / 1000} seconds, so we stopped waiting. You have not been charged. Please try again.`,
  unconfirmed:
    'If money left your account, your order is safe: press Pay Now to check this payment again. You will not be charged twice.',
  priceChanged: 'Prices changed since you added these items. Please check the new total.',
  simulatedTitle: 'Test payment — no money moves',
} as const;

const PRICE_CHANGED: ErrorCode = 'PRICE_CHANGED';
const COUPON_NOT_USABLE: ErrorCode = 'COUPON_NOT_USABLE';
const CLIENT_CODES: ReadonlySet<string> = new Set(Object.values(CLIENT_ERROR_CODES));

export function isPriceChanged(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === PRICE_CHANGED;
}

export function isCouponRefused(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === COUPON_NOT_USABLE;
}

/** Whether the error carries the server's own sentence (the contract's `{ message, code }`). */
function hasServerMessage(error: ApiError): boolean {
  return error.status > 0 && !CLIENT_CODES.has(error.code);
}

/**
 * Spec §8 for create-order: the server's message (a refused coupon says why, 409
 * `COUPON_NOT_USABLE`), else 'Failed to create Razorpay order…'; an answer the page cannot use
 * is 'Failed to create order…'; anything unexpected 'An error occurred during checkout…'.
 */
export function createOrderErrorMessage(error: unknown): string {
  if (!isApiError(error)) return m.checkoutError;
  if (error.code === COUPON_NOT_USABLE || hasServerMessage(error)) return error.message;
  if (error.code === CLIENT_ERROR_CODES.invalidResponse) return m.createOrder;
  return m.createRazorpayOrder;
}

/** Spec §8 for a verify call that failed (not refused): the server's message when it sent one. */
export function verifyErrorMessage(error: unknown): string {
  return isApiError(error) && hasServerMessage(error) ? error.message : m.verificationError;
}
