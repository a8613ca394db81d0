import * as z from 'zod/mini';

// WhatsApp and SMS order updates (API.md § Messages beyond mail; issue [16]).

/**
 * The shipping step's consent box: WhatsApp's words when WhatsApp is configured (SMS is then its
 * fallback), SMS's when only SMS is. Unticked by default.
 */
export const ORDER_UPDATES_CONSENT = {
  whatsapp: 'Send me order updates on WhatsApp',
  sms: 'Send me order updates by SMS',
  /** Under the WhatsApp box: WhatsApp takes a STOP reply. */
  whatsappHint:
    'Confirmation, shipping with the AWB, delivery, and any refund or return. Reply STOP, or use the link in your confirmation email, to end them.',
  /** Under the SMS box: an SMS takes no reply, so the confirmation mail's link is the way. */
  smsHint:
    'Confirmation, shipping with the AWB, delivery, and any refund or return. The link in your confirmation email ends them.',
} as const;

/** The consent box's hint under the label `orderUpdatesConsentLabel` gives. */
export function orderUpdatesConsentHint(messages: { whatsapp: boolean; sms: boolean }): string {
  return messages.whatsapp ? ORDER_UPDATES_CONSENT.whatsappHint : ORDER_UPDATES_CONSENT.smsHint;
}

/** The consent box's label for the channels the shop has, or null when it has none. */
export function orderUpdatesConsentLabel(messages: {
  whatsapp: boolean;
  sms: boolean;
}): string | null {
  if (messages.whatsapp) return ORDER_UPDATES_CONSENT.whatsapp;
  if (messages.sms) return ORDER_UPDATES_CONSENT.sms;
  return null;
}

/**
 * The confirmation mail's link that stops order updates to a phone (`/messages/stop?phone=…&
 * token=…`): the phone as messages address it (`91` and the 10 digits), the token signed for it.
 */
export const MessageStopQuerySchema = z.object({
  phone: z.string().check(z.regex(/^91\d{10}$/)),
  token: z.string().check(z.minLength(1), z.maxLength(100)),
});
