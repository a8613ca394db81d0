import { readExpiringLink, signExpiringLink } from '../../http/expiring-link-token.ts';

// The review mail's link carries this token: it names one order line and lasts 180 days, signed
// with the app secret so no one can make one for a line they did not buy.

const PURPOSE = 'review-token';
export const REVIEW_TOKEN_LIFETIME_DAYS = 180;
const DAY_MS = 86_400_000;

/** `{orderItemId}.{expiry in Unix seconds}.{HMAC-SHA256 of both}`. */
export function createReviewToken(secret: string, orderItemId: string, now = new Date()): string {
  const expiresAt = new Date(now.getTime() + REVIEW_TOKEN_LIFETIME_DAYS * DAY_MS);
  return signExpiringLink(secret, PURPOSE, orderItemId, expiresAt);
}

/** The order line a valid, unexpired token names; null for anything else. */
export function readReviewToken(secret: string, token: string, now = new Date()): string | null {
  return readExpiringLink(secret, PURPOSE, token, now);
}

/** The storefront's review page for one line (the link in the review request mail). */
export function reviewPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/review/${encodeURIComponent(token)}`;
}
