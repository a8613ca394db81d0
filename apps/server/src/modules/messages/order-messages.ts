import { formatInr, isPayOnDelivery, OTHER_COURIER, wholeRupeesOf } from '@skins/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { MessageEvent, MessagingConfig } from '../../messaging-config.ts';
import type { MessagesForMail, OutgoingMail, OutgoingMessage } from '../mail/index.ts';
import { type OrderForMessages, orderForMessages } from '../orders/index.ts';
import { returnForMessages } from '../returns/index.ts';
import { optedOutAt } from './message-opt-outs.ts';
import { messagePhone } from './message-phone.ts';
import {
  PAYMENT_WORDS,
  RETURN_UPDATE_WORDS,
  renderOrderMessage,
  WHATSAPP_FOOTER,
} from './order-message-texts.ts';

// Which order mails also go by WhatsApp or SMS (API.md § Messages beyond mail; decision 060):
// the shopper's own order events, once each, written in the mail's transaction by the outbox.
// Never the owner's mails, a cancel request's receipt or refusal, an order link or a review
// request.

export interface OrderMessagesDeps {
  messaging: Pick<MessagingConfig, 'whatsapp' | 'sms'>;
  /** The shop's own address: the only links a message carries (DLT whitelists URLs). */
  publicUrl: string;
}

/** The event of each shopper's order mail that has a message; other kinds have none. */
const EVENT_OF_MAIL: ReadonlyMap<string, MessageEvent> = new Map([
  ['order-confirmation', 'order_confirmation'],
  ['order-shipped', 'order_shipped'],
  ['order-delivered', 'order_delivered'],
  ['order-cancelled', 'order_cancelled'],
  ['order-refunded', 'order_refunded'],
  ...Object.keys(RETURN_UPDATE_WORDS).map((kind) => [kind, 'return_update'] as const),
]);

/** The return's status each return mail reports (returns/return-mails.ts). */
const RETURN_STATUS_OF_MAIL = {
  'return-requested': 'Requested',
  'return-approved': 'Approved',
  'return-rejected': 'Rejected',
  'return-info-requested': 'InfoRequested',
  'return-received': 'Received',
  'return-refunded': 'Refunded',
  'replacement-shipped': 'ReplacementShipped',
} as const satisfies Record<keyof typeof RETURN_UPDATE_WORDS, string>;

const isReturnMail = (kind: string): kind is keyof typeof RETURN_STATUS_OF_MAIL =>
  Object.hasOwn(RETURN_STATUS_OF_MAIL, kind);

/** The public tracking page: status and parcel, no personal data, so no token in a message. */
const trackingPageUrl = (publicUrl: string, orderId: string) =>
  `${publicUrl}/track-order?${new URLSearchParams({ id: orderId })}`;

/** WhatsApp refuses a parameter with a line break, a tab or a run of spaces. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Consent given, and not withdrawn since (a later tick at checkout is a new consent). */
async function hasConsent(tx: Db | Tx, order: OrderForMessages): Promise<boolean> {
  if (!order.whatsappConsentAt) return false;
  const optOutAt = await optedOutAt(tx, messagePhone(order.phone));
  return optOutAt === null || optOutAt <= order.whatsappConsentAt;
}

function confirmationParameters(order: OrderForMessages): [string, string] {
  if (isPayOnDelivery(order)) {
    // The cash the courier collects: the total in whole rupees, as the COD page says.
    return [formatInr(wholeRupeesOf(order.totalInPaise) * 100), PAYMENT_WORDS.cashOnDelivery];
  }
  if (order.paymentStatus !== 'Completed') {
    return [formatInr(order.totalInPaise), PAYMENT_WORDS.pending];
  }
  const paid = formatInr(order.amountPaidInPaise);
  return [paid, order.paymentMethod === 'Online' ? PAYMENT_WORDS.paidOnline : PAYMENT_WORDS.paid];
}

/**
 * The event's parameters after the order number (order-message-texts.ts lists them); null when
 * the event cannot be told in its template (a move to Shipped without a courier, a return that
 * is not there), and then no message goes.
 */
async function parametersAfterNumber(
  tx: Db | Tx,
  { publicUrl }: OrderMessagesDeps,
  event: MessageEvent,
  mail: OutgoingMail,
  order: OrderForMessages,
): Promise<string[] | null> {
  switch (event) {
    case 'order_confirmation':
      return confirmationParameters(order);
    case 'order_shipped': {
      if (!order.courier || !order.trackingNumber) return null;
      const courier = order.courier === OTHER_COURIER ? 'our courier' : order.courier;
      return [courier, order.trackingNumber, trackingPageUrl(publicUrl, order.id)];
    }
    case 'order_delivered':
    case 'order_cancelled':
      return [];
    case 'order_refunded':
      return [formatInr(order.amountPaidInPaise)];
    case 'return_update': {
      if (!isReturnMail(mail.kind) || !mail.returnId) return null;
      const moved = await returnForMessages(tx, mail.returnId);
      // The mail and its return are written in one transaction: they agree, or nothing goes.
      const isTold =
        moved?.orderId === order.id && moved.status === RETURN_STATUS_OF_MAIL[mail.kind];
      return isTold ? [moved.number, RETURN_UPDATE_WORDS[mail.kind]] : null;
    }
  }
}

/**
 * One WhatsApp message (with its SMS twin for the fallback, when SMS has this event's DLT
 * template), or with SMS alone configured one SMS when the event has its template; else none.
 */
function messagesOf(
  { whatsapp, sms }: OrderMessagesDeps['messaging'],
  event: MessageEvent,
  to: string,
  parameters: string[],
  orderId: string,
): OutgoingMessage[] {
  const text = renderOrderMessage(event, parameters);
  const smsTemplateId = sms?.templates[event] ?? null;
  if (whatsapp) {
    return [
      {
        channel: 'whatsapp',
        kind: event,
        to,
        subject: `WhatsApp: ${event}`,
        text: `${text}\n\n${WHATSAPP_FOOTER}`,
        payload: {
          channel: 'whatsapp',
          template: event,
          parameters,
          smsFallback: smsTemplateId ? { templateId: smsTemplateId, vars: parameters, text } : null,
        },
        orderId,
      },
    ];
  }
  if (!smsTemplateId) return [];
  return [
    {
      channel: 'sms',
      kind: event,
      to,
      subject: `SMS: ${event}`,
      text,
      payload: { channel: 'sms', templateId: smsTemplateId, vars: parameters },
      orderId,
    },
  ];
}

/**
 * The messages that go with a mail (the outbox writes them in the mail's transaction, once per
 * channel): for a shopper's order event, when the order's phone has consented and not opted out
 * since; [] for every other mail, and while no channel is configured.
 */
export function messagesForMail(deps: OrderMessagesDeps): MessagesForMail {
  return async (tx, mail) => {
    const event = EVENT_OF_MAIL.get(mail.kind);
    const { whatsapp, sms } = deps.messaging;
    if (!event || !mail.orderId || (!whatsapp && !sms)) return [];
    const order = await orderForMessages(tx, mail.orderId);
    if (!order || !(await hasConsent(tx, order))) return [];
    const rest = await parametersAfterNumber(tx, deps, event, mail, order);
    if (!rest) return [];
    const parameters = [`#${order.number}`, ...rest].map(oneLine);
    return messagesOf(deps.messaging, event, messagePhone(order.phone), parameters, order.id);
  };
}
