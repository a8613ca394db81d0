import { createHmac, timingSafeEqual } from 'node:crypto';

// The token of a link the shop mails or messages (an opt-out, a stop link): an HMAC of what the
// link names under a key of its own purpose, derived from the app secret, so a token made for
// one purpose or value is worthless for another and only the link's receiver holds it. It does
// not expire: the link works in any old mail or message.

export function createLinkToken(secret: string, purpose: string, value: string): string {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** Compared in constant time: the token arrives from anyone. */
export function isLinkToken(
  secret: string,
  purpose: string,
  value: string,
  token: string,
): boolean {
  const expected = Buffer.from(createLinkToken(secret, purpose, value));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
