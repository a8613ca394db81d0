import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@skins/shared';

// A mail's link that opens one row for a while (a review page for an order line, a cart
// reminder's restore) carries `{id}.{expiry in Unix seconds}.{HMAC-SHA256 of both}`, signed with
// the app secret under a key of its own purpose per kind of link, so no one can make one for a
// row that is not theirs and one kind's token never opens another's.

const TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, purpose: string, payload: string): string {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** The token for the row `id` (a UUID), valid until `expiresAt` (to the second). */
export function signExpiringLink(
  secret: string,
  purpose: string,
  id: string,
  expiresAt: Date,
): string {
  const payload = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(secret, purpose, payload)}`;
}

/** The row a valid, unexpired token of this purpose names; null for anything else. */
export function readExpiringLink(
  secret: string,
  purpose: string,
  token: string,
  now: Date,
): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id = '', expires = '', given = ''] = match;
  // Length-checked and compared in constant time.
  const expected = Buffer.from(signature(secret, purpose, `${id}.${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return isUuid(id) ? id : null;
}
