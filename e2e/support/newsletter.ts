import { createUnsubscribeToken } from '../../apps/server/src/modules/newsletter/unsubscribe-token.ts';

/** Passed to the shop as APP_SECRET, so the tests can sign unsubscribe links as its mails do. */
export const E2E_APP_SECRET = 'e2e-newsletter-secret-0123456789-abcdefghijklmnop';

/** The path of the welcome mail's unsubscribe link for `email` (API.md § Newsletter). */
export function unsubscribeLinkFor(email: string): string {
  const token = createUnsubscribeToken(E2E_APP_SECRET, email);
  return `/unsubscribe?${new URLSearchParams({ email, token })}`;
}
