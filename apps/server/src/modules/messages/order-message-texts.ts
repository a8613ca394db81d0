import { REFUND_TIME_WORDING } from '@skins/shared';
import type { MessageEvent } from '../../messaging-config.ts';

// The words of every order update, once: the body of each approved WhatsApp utility template and
// of its DLT-registered SMS twin (docs/messages.md quotes these as the text to submit to Meta and
// to DLT), and the admin's preview of a message is rendered from the same text. `{{n}}` is the
// n-th parameter (WhatsApp's body parameter, MSG91's `varN`); each event's list is fixed, so a
// template's text and its registered variables never drift apart. No text starts or ends with a
// parameter (Meta refuses such templates), and every link in one is the shop's own (DLT
// whitelists URLs).

export interface OrderMessageTemplate {
  /** What each `{{n}}` holds, in order; `{{1}}` is always the order number (`#1001`). */
  parameters: readonly string[];
  body: string;
}

/**
 * The mail's refund time, with a hyphen for its en dash: one character outside GSM-7 makes a
 * whole SMS Unicode, 70 characters a part instead of 160 (decision 060: an SMS stays GSM-7).
 */
const REFUND_TIME_IN_GSM = REFUND_TIME_WORDING.replaceAll('–', '-');

export const ORDER_MESSAGE_TEMPLATES = {
  order_confirmation: {
    parameters: ['order number', 'amount', 'how it is paid'],
    body: 'Thank you for your Skins order {{1}}. Amount: {{2}}, {{3}}. We will send you the courier and tracking number when it ships.',
  },
  order_shipped: {
    parameters: ['order number', 'courier', 'AWB (tracking number)', 'tracking page link'],
    body: 'Your Skins order {{1}} has shipped with {{2}}, AWB {{3}}. See where it is at {{4}} at any time.',
  },
  order_delivered: {
    parameters: ['order number'],
    body: 'Your Skins order {{1}} has been delivered. We hope you love it! If something is not right, our delivery email tells you what to do.',
  },
  order_cancelled: {
    parameters: ['order number'],
    body: 'Your Skins order {{1}} has been cancelled. No payment was taken for it, so there is nothing to refund.',
  },
  order_refunded: {
    parameters: ['order number', 'amount refunded'],
    body: `Your Skins order {{1}} has been cancelled and {{2}} refunded. ${REFUND_TIME_IN_GSM}`,
  },
  return_update: {
    parameters: ['order number', 'return number', 'what happened'],
    body: 'Skins order {{1}}, return {{2}}: {{3}}. Our email to you has the details.',
  },
} as const satisfies Record<MessageEvent, OrderMessageTemplate>;

/**
 * The WhatsApp templates' footer (static text, no parameters): `STOP` answered on WhatsApp
 * withdraws the consent (the webhook records it). SMS have no footer: MSG91 flows take no
 * replies, so the way out there is the stop link in the order confirmation mail.
 */
export const WHATSAPP_FOOTER = 'Reply STOP to stop these updates';

/** `return_update`'s `{{3}}` per return mail, in words (each within DLT's 30 characters). */
export const RETURN_UPDATE_WORDS = {
  'return-requested': 'request received',
  'return-approved': 'approved',
  'return-rejected': 'not accepted',
  'return-info-requested': 'we need more information',
  'return-received': 'items received',
  'return-refunded': 'refunded',
  'replacement-shipped': 'replacement shipped',
} as const;

/** `order_confirmation`'s `{{3}}`. */
export const PAYMENT_WORDS = {
  paidOnline: 'paid online',
  paid: 'paid',
  cashOnDelivery: 'to pay in cash on delivery',
  pending: 'payment pending',
} as const;

/** The template's body with its parameters in place: the message as the shopper reads it. */
export function renderOrderMessage(event: MessageEvent, parameters: readonly string[]): string {
  return ORDER_MESSAGE_TEMPLATES[event].body.replace(/\{\{(\d+)\}\}/g, (placeholder, n) => {
    const value = parameters[Number(n) - 1];
    if (value === undefined) throw new Error(`${event} has no parameter ${placeholder}`);
    return value;
  });
}
