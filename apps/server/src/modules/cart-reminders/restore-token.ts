import { CART_REMINDER_LINK_DAYS } from '@skins/shared';
import { readExpiringLink, signExpiringLink } from '../../http/expiring-link-token.ts';

// The reminder mail's link carries this token: it names one draft and works for
// CART_REMINDER_LINK_DAYS after the mail, signed with the app secret so no one can open another
// shopper's cart by guessing.

const PURPOSE = 'cart-reminder-restore';
const DAY_MS = 86_400_000;

/** `{draftId}.{expiry in Unix seconds}.{HMAC-SHA256 of both}`. */
export function createRestoreToken(secret: string, draftId: string, mailedAt: Date): string {
  const expiresAt = new Date(mailedAt.getTime() + CART_REMINDER_LINK_DAYS * DAY_MS);
  return signExpiringLink(secret, PURPOSE, draftId, expiresAt);
}

/** The draft a valid, unexpired token names; null for anything else. */
export function readRestoreToken(secret: string, token: string, now = new Date()): string | null {
  return readExpiringLink(secret, PURPOSE, token, now);
}

/** The storefront's page that puts the cart back (the mail's button). */
export function restorePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/cart/restore/${encodeURIComponent(token)}`;
}
