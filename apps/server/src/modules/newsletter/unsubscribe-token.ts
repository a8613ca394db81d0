import { createHmac, timingSafeEqual } from 'node:crypto';

// The mail's unsubscribe link carries this token, so only the mailbox owner can use it.
const PURPOSE = 'newsletter-unsubscribe';

function unsubscribeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

export function createUnsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', unsubscribeKey(secret))
    .update(email.trim().toLowerCase())
    .digest('base64url');
}

export function isValidUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(createUnsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
