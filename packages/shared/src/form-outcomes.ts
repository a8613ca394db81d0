// What the storefront's forms say when the server answers them (decision 045): the messages of
// "Find my order", the gate and the newsletter, without zod, and apart from messages.ts, so a
// page loads them only with the island of the form that shows them.
import { MESSAGES } from './messages.ts';

/** A form sent without JavaScript after too many tries: the API's 429, without its seconds. */
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

// "Find my order" (POST /api/orders/lookup), here rather than beside its schema (orders.ts).
/** The one answer to a wrong number, a wrong email or both: it never says which half was wrong. */
export const ORDER_LOOKUP_NOT_FOUND = 'We could not find an order with that number and email.';
export const ORDER_NUMBER_MESSAGE = 'Enter your order number, e.g. 1001';
export const LOOKUP_EMAIL_MESSAGE = 'Enter the email you used at checkout';

/**
 * Why "Find my order", sent without JavaScript (a POST to /track-order), found nothing: the
 * server sends the tracking page back with `?lookup={reason}`, and the page says this.
 */
export const ORDER_LOOKUP_REFUSALS = {
  'not-found': ORDER_LOOKUP_NOT_FOUND,
  number: ORDER_NUMBER_MESSAGE,
  email: LOOKUP_EMAIL_MESSAGE,
  busy: TOO_MANY_ATTEMPTS,
  failed: MESSAGES.confirmation.loadFailed,
} as const;
export type OrderLookupRefusal = keyof typeof ORDER_LOOKUP_REFUSALS;

/** "Email me my order link" on a looked-up order (POST /api/orders/lookup/link). */
export const ORDER_LINK_MESSAGES = {
  button: 'Email me my order link',
  sending: 'Sending the link…',
  /** Why ask: the link is what opens the invoice and the cancellation request. */
  hint: 'The link opens your whole order: the invoice download and, before it ships, the cancellation request.',
  /** The address is the one the shopper typed: the shop names nothing they did not give it. */
  sent: (email: string) =>
    `We’ve emailed the link to ${email}. It can take a few minutes; check your spam folder too.`,
  failed: 'We could not send the link just now. Please try again.',
} as const;

/** The gate's words that are not the spec's catalogue (its wrong password is `MESSAGES.gate`). */
export const GATE_MESSAGES = {
  emptyPassword: 'Please enter the store password.',
  failed: 'The store could not be unlocked just now. Please try again.',
  busy: TOO_MANY_ATTEMPTS,
} as const;

/**
 * Why the gate's form, sent without JavaScript (a POST to /unlock), did not open the store: the
 * server sends the page back with `?unlock={reason}`, and the gate says this.
 */
export const UNLOCK_REFUSALS = {
  wrong: MESSAGES.gate.incorrectPassword,
  empty: GATE_MESSAGES.emptyPassword,
  busy: GATE_MESSAGES.busy,
  failed: GATE_MESSAGES.failed,
} as const;
export type UnlockRefusal = keyof typeof UNLOCK_REFUSALS;

/**
 * What the newsletter's form, sent without JavaScript (a POST to /subscribe), came to: the server
 * sends the page back with `?newsletter={outcome}`, and the form says this. The welcome code is
 * the subscriber's alone, so it goes by mail, never into an address.
 */
export const NEWSLETTER_OUTCOMES = {
  subscribed: 'Subscribed. Your welcome code is on its way to your inbox.',
  // Spec §8's words for a 409, as they are.
  exists: MESSAGES.newsletter.alreadySubscribed,
  invalid: MESSAGES.newsletter.invalidEmail,
  busy: TOO_MANY_ATTEMPTS,
  failed: MESSAGES.newsletter.serverError,
} as const;
export type NewsletterOutcome = keyof typeof NEWSLETTER_OUTCOMES;
