import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@skins/shared';

// The review mail's link carries this token: it names one order line and lasts 180 days, signed
// with the app secret so no one can make one for a line they did not buy.

const PURPOSE = 'review-token';
export const REVIEW_TOKEN_LIFETIME_DAYS = 180;
const DAY_MS = 86_400_000;

function signature(secret: string, payload: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** `{orderItemId}.{expiry in Unix seconds}.{HMAC-SHA256 of both}`. */
export function createReviewToken(secret: string, orderItemId: string, now = new Date()): string {
  const expires = Math.floor((now.getTime() + REVIEW_TOKEN_LIFETIME_DAYS * DAY_MS) / 1000);
  const payload = `${orderItemId}.${expires}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The order line a valid, unexpired token names; null for anything else. */
export function readReviewToken(secret: string, token: string, now = new Date()): string | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, orderItemId = '', expires = '', given = ''] = match;
  const expected = Buffer.from(signature(secret, `${orderItemId}.${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return isUuid(orderItemId) ? orderItemId : null;
}

/** The storefront's review page for one line (the link in the review request mail). */
export function reviewPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/review/${encodeURIComponent(token)}`;
}
