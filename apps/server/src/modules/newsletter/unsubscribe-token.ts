import { isOptOutSignature, signOptOut } from '../../http/opt-out-token.ts';

// The mail's unsubscribe link carries this token, so only the mailbox owner can use it.
const PURPOSE = 'newsletter-unsubscribe';

export function createUnsubscribeToken(secret: string, email: string): string {
  return signOptOut(secret, PURPOSE, email.trim().toLowerCase());
}

export function isValidUnsubscribeToken(secret: string, email: string, token: string): boolean {
  return isOptOutSignature(secret, PURPOSE, email.trim().toLowerCase(), token);
}
