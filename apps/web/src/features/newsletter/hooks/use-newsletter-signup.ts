import { MESSAGES, NEWSLETTER_EMAIL_PATTERN, WELCOME_COUPON_FALLBACK } from '@skins/shared';
import { useState } from 'react';
import { subscribeToNewsletter } from '../api/subscribe.ts';
import { subscribeErrorMessage } from '../subscribe-error-message.ts';

/** Spec §4 newsletter states. */
export type NewsletterState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; couponCode: string }
  | { status: 'exists'; couponCode: string }
  | { status: 'error'; message: string; isEmailInvalid: boolean }
  /** The form sent without JavaScript was taken: what the server said, the form ready again. */
  | { status: 'noted'; message: string };

export function useNewsletterSignup(initial: NewsletterState = { status: 'idle' }) {
  const [state, setState] = useState<NewsletterState>(initial);

  async function subscribe(rawEmail: string) {
    if (state.status === 'loading') return;
    const email = rawEmail.trim();
    // Spec §5's pattern, checked here first; the server checks it again.
    if (!NEWSLETTER_EMAIL_PATTERN.test(email)) {
      setState({
        status: 'error',
        message: MESSAGES.newsletter.invalidEmail,
        isEmailInvalid: true,
      });
      return;
    }
    setState({ status: 'loading' });
    try {
      const answer = await subscribeToNewsletter(email);
      // Spec §9: WELCOME25 when the answer carries no code of its own.
      setState({ status: answer.status, couponCode: answer.couponCode || WELCOME_COUPON_FALLBACK });
    } catch (error) {
      const message = subscribeErrorMessage(error);
      setState({
        status: 'error',
        message,
        isEmailInvalid: message === MESSAGES.newsletter.invalidEmail,
      });
    }
  }

  /** Editing the address after a refusal takes the message away. */
  function clearError() {
    setState((current) =>
      current.status === 'error' || current.status === 'noted' ? { status: 'idle' } : current,
    );
  }

  function reset() {
    setState({ status: 'idle' });
  }

  return { state, subscribe, clearError, reset };
}
