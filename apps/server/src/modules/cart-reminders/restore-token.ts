import { createHmac, timingSafeEqual } from 'node:crypto';
import { CART_REMINDER_LINK_DAYS, isUuid } from '@skins/shared';

// The reminder mail's link carries this token: it names one draft and works for
// CART_REMINDER_LINK_DAYS after the mail, signed with the app secret so no one can open another
// shopper's cart by guessing.

const PURPOSE = 'cart-reminder-restore';
const DAY_MS = 86_400_000;

function signature(secret: string, payload: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** `{draftId}.{expiry in Unix seconds}.{HMAC-SHA256 of both}`. */
export function createRestoreToken(secret: string, draftId: string, mailedAt: Date): string {
  const expires = Math.floor((mailedAt.getTime() + CART_REMINDER_LINK_DAYS * DAY_MS) / 1000);
  const payload = `${draftId}.${expires}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The draft a valid, unexpired token names; null for anything else. */
export function readRestoreToken(secret: string, token: string, now = new Date()): string | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, draftId = '', expires = '', given = ''] = match;
  const expected = Buffer.from(signature(secret, `${draftId}.${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return isUuid(draftId) ? draftId : null;
}

/** The storefront's page that puts the cart back (the mail's button). */
export function restorePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/cart/restore/${encodeURIComponent(token)}`;
}
