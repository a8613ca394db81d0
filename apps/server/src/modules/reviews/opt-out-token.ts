import { isOptOutSignature, signOptOut } from '../../http/opt-out-token.ts';

// The review request mail's opt-out link carries this token, signed for the buyer's email like
// the newsletter's unsubscribe link (a key of its own purpose), so only the mailbox's owner can
// stop their requests. It does not expire: the link works in any old mail.

const PURPOSE = 'review-request-opt-out';
export const OPT_OUT_PATH = '/review-requests/opt-out';

/** The email as kept in `review_request_opt_outs` and as signed: trimmed, lower-case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export function createOptOutToken(secret: string, email: string): string {
  return signOptOut(secret, PURPOSE, normalEmail(email));
}

export function isValidOptOutToken(secret: string, email: string, token: string): boolean {
  return isOptOutSignature(secret, PURPOSE, normalEmail(email), token);
}

/** The mail's one-click link: a page that asks once, then stops the requests. */
export function optOutUrl(publicUrl: string, secret: string, email: string): string {
  const query = new URLSearchParams({
    email: normalEmail(email),
    token: createOptOutToken(secret, email),
  });
  return `${publicUrl}${OPT_OUT_PATH}?${query}`;
}
