import { createHmac, timingSafeEqual } from 'node:crypto';

// A mail's or message's "stop these" link carries a token signed for the address it stops (an
// email, a phone), with a key of its own purpose per kind of link, so only the mailbox's or
// phone's owner can stop them and one kind's token never opens another's. It does not expire:
// the link works in any old mail.

function purposeKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

/** The token for `address` (already in its kept form: a trimmed lower-case email, a phone). */
export function signOptOut(secret: string, purpose: string, address: string): string {
  return createHmac('sha256', purposeKey(secret, purpose)).update(address).digest('base64url');
}

/** Length-checked and compared in constant time. */
export function isOptOutSignature(
  secret: string,
  purpose: string,
  address: string,
  token: string,
): boolean {
  const expected = Buffer.from(signOptOut(secret, purpose, address));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
