import { createLinkToken, isLinkToken } from '../../http/link-token.ts';

// The mail's unsubscribe link carries this token, so only the mailbox owner can use it.
const PURPOSE = 'newsletter-unsubscribe';

export function createUnsubscribeToken(secret: string, email: string): string {
  return createLinkToken(secret, PURPOSE, email.trim().toLowerCase());
}

export function isValidUnsubscribeToken(secret: string, email: string, token: string): boolean {
  return isLinkToken(secret, PURPOSE, email.trim().toLowerCase(), token);
}
