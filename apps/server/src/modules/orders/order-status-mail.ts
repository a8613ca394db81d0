import {
  formatInr,
  formatShopDate,
  type Order,
  OTHER_COURIER,
  REFUND_TIME_WORDING,
} from '@skins/shared';
import { escapeHtml } from '../../http/html-escape.ts';
import { mailButton, mailDocument, type OutgoingMail } from '../mail/index.ts';
import { REPLACEMENT_PAYMENT_METHOD } from './orders.tables.ts';

// The mails after the confirmation (API.md § Orders after payment): one per event, each with the
// order number and the link that opens the order (its token). Same frame as the confirmation.

export const ORDER_MAIL_KINDS = {
  shipped: 'order-shipped',
  delivered: 'order-delivered',
  cancelRequested: 'cancel-requested',
  cancelDeclined: 'cancel-declined',
  cancelled: 'order-cancelled',
  refunded: 'order-refunded',
} as const;

interface Detail {
  label: string;
  value: string;
  /** Makes the value a link (the courier's tracking page). */
  href?: string;
}

interface StatusMailParts {
  kind: string;
  order: Order;
  orderUrl: string;
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  details?: readonly Detail[];
}

function statusMail({
  kind,
  order,
  orderUrl,
  subject,
  heading,
  paragraphs,
  details = [],
}: StatusMailParts): OutgoingMail {
  const e = escapeHtml;
  const detailRows = details
    .map((detail) => {
      const value = detail.href
        ? `<a href="${e(detail.href)}" style="color:#c2410c">${e(detail.value)}</a>`
        : e(detail.value);
      return `<tr><td style="padding:4px 12px 4px 0;color:#52525b;white-space:nowrap;vertical-align:top">${e(detail.label)}</td><td style="padding:4px 0">${value}</td></tr>`;
    })
    .join('\n            ');
  const html = mailDocument({
    body: `
            <h1 style="margin:0 0 8px;font-size:24px">${e(heading)}</h1>
            <p style="margin:0 0 16px;line-height:1.6">Order <strong>#${order.number}</strong> · placed on ${e(formatShopDate(order.createdAt))}</p>
            ${paragraphs.map((text) => `<p style="margin:0 0 12px;line-height:1.6">${e(text)}</p>`).join('\n            ')}
            ${details.length > 0 ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin-top:8px;font-size:14px">\n            ${detailRows}\n            </table>` : ''}
            ${mailButton(orderUrl, 'Track your order', '32px 0 0')}`,
    footer: `Keep this mail private: its link opens your order without a password. You are getting it because ${e(order.user.email)} placed order #${order.number} at Skins.`,
  });
  const text = [
    heading,
    '',
    `Order #${order.number} · placed on ${formatShopDate(order.createdAt)}`,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    // Plain text has no links: the address itself stands in for the linked words.
    ...details.map((detail) => `${detail.label}: ${detail.href ?? detail.value}`),
    ...(details.length > 0 ? [''] : []),
    `Track your order: ${orderUrl}`,
    '',
    'Keep this link private: it opens your order without a password.',
  ].join('\n');
  return { kind, to: order.user.email, subject, html, text, orderId: order._id };
}

/** Shipped (or a corrected shipment): courier, AWB and the courier's tracking page. */
export function orderShippedMail(
  order: Order,
  orderUrl: string,
  isCorrection = false,
): OutgoingMail {
  const { shipment } = order;
  return statusMail({
    kind: ORDER_MAIL_KINDS.shipped,
    order,
    orderUrl,
    subject: isCorrection
      ? `Updated tracking for your Skins order #${order.number}`
      : `Your Skins order #${order.number} has shipped`,
    heading: isCorrection ? 'New tracking details for your order' : 'Your order is on its way!',
    paragraphs: isCorrection
      ? ['We corrected the shipment details of your order. Please use these from now on.']
      : [
          `Good news, ${order.user.firstName}: your skins have left our workshop.`,
          ...(shipment ? [] : ['We will share the tracking number as soon as we have it.']),
        ],
    details: shipment
      ? [
          { label: 'Courier', value: shipment.courier },
          { label: 'AWB / tracking number', value: shipment.trackingNumber },
          {
            label: 'Courier tracking',
            value:
              shipment.courier === OTHER_COURIER
                ? 'Track your parcel'
                : `Track your parcel on ${shipment.courier}`,
            href: shipment.trackingUrl,
          },
        ]
      : [],
  });
}

/**
 * Delivered, with what to do if something is wrong: for RETURN_WINDOW_DAYS after delivery, the
 * tracking page this mail links (with the order's token) offers "Report a problem or return",
 * which opens the form on the order page (decision 058); a reply reaches the shop too. A link by
 * id alone (an order whose token was random) and a window of 0 days offer no form: only the reply.
 */
export function orderDeliveredMail(
  order: Order,
  orderUrl: string,
  returnWindowDays: number,
): OutgoingMail {
  const opensOrder = new URL(orderUrl).searchParams.has('token');
  return statusMail({
    kind: ORDER_MAIL_KINDS.delivered,
    order,
    orderUrl,
    subject: `Your Skins order #${order.number} was delivered`,
    heading: 'Your order was delivered',
    paragraphs: [
      `Hi ${order.user.firstName}, the courier has delivered your order. We hope your new skins fit perfectly.`,
      opensOrder && returnWindowDays > 0
        ? `Something not right? Within ${returnWindowDays} days of delivery you can report a problem or start a return: press Track your order below, then Report a problem or return. Or reply to this mail and we will sort it out.`
        : 'Something not right? Reply to this mail and we will sort it out.',
    ],
  });
}

export function cancelRequestedMail(order: Order, orderUrl: string): OutgoingMail {
  return statusMail({
    kind: ORDER_MAIL_KINDS.cancelRequested,
    order,
    orderUrl,
    subject: `We received your request to cancel order #${order.number}`,
    heading: 'We received your cancellation request',
    paragraphs: [
      `Hi ${order.user.firstName}, we have your request to cancel this order and have paused it.`,
      'We will write again once we have decided: usually within one working day.',
    ],
  });
}

export function cancelDeclinedMail(order: Order, orderUrl: string, reason: string): OutgoingMail {
  return statusMail({
    kind: ORDER_MAIL_KINDS.cancelDeclined,
    order,
    orderUrl,
    subject: `Your Skins order #${order.number} could not be cancelled`,
    heading: 'We could not cancel your order',
    paragraphs: [
      `Hi ${order.user.firstName}, we looked at your request to cancel this order and could not grant it.`,
      'Your order goes on as before.',
    ],
    details: [{ label: 'Reason', value: reason }],
  });
}

export function orderCancelledMail(order: Order, orderUrl: string): OutgoingMail {
  return statusMail({
    kind: ORDER_MAIL_KINDS.cancelled,
    order,
    orderUrl,
    subject: `Your Skins order #${order.number} is cancelled`,
    heading: 'Your order is cancelled',
    paragraphs: [
      `Hi ${order.user.firstName}, your order has been cancelled.`,
      // A paid order's cancel sends the refunded mail instead (order-status.ts).
      order.paymentMethod === REPLACEMENT_PAYMENT_METHOD
        ? 'It was a replacement we sent free of charge, so there is nothing to refund.'
        : 'No payment was taken for it, so there is nothing to refund.',
    ],
  });
}

export interface RefundFacts {
  amountInPaise: number;
  /** The gateway's refund id (`rfnd_…`), when the gateway answered one. */
  refundId: string | null;
}

/**
 * Cancelled with its payment refunded: the amount, the gateway's refund id, the 5–7 days, and
 * the credit note's download link when the order has one.
 */
export function orderRefundedMail(
  order: Order,
  orderUrl: string,
  refund: RefundFacts,
  creditNoteUrl: string | null = null,
): OutgoingMail {
  return statusMail({
    kind: ORDER_MAIL_KINDS.refunded,
    order,
    orderUrl,
    subject: `Your Skins order #${order.number} is cancelled and refunded`,
    heading: 'Your order is cancelled and refunded',
    paragraphs: [
      `Hi ${order.user.firstName}, we cancelled your order and refunded ${formatInr(refund.amountInPaise)}.`,
      REFUND_TIME_WORDING,
    ],
    details: [
      { label: 'Amount refunded', value: formatInr(refund.amountInPaise) },
      ...(refund.refundId ? [{ label: 'Refund reference', value: refund.refundId }] : []),
      ...(creditNoteUrl && order.creditNoteNumber
        ? [
            {
              label: 'Credit note',
              value: `Download your credit note ${order.creditNoteNumber}`,
              href: creditNoteUrl,
            },
          ]
        : []),
    ],
  });
}
