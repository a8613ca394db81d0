import { formatInr, type Order, rupeesToPaise } from '@skins/shared';
import type { Tx } from '../../db/client.ts';
import { escapeHtml } from '../../http/html-escape.ts';
import { oldestAdminEmail } from '../auth/index.ts';
import {
  type MailRow,
  type MailService,
  mailButton,
  mailDocument,
  type OutgoingMail,
} from '../mail/index.ts';

// The owner's mails about orders (issue [14] item 13): a new order, a cancel request. Written in
// the transaction of the change they report, as the shopper's are, so a crash loses none and a
// retried checkout (which writes its order once) writes one. docs/decisions/048.

export const OWNER_MAIL_KINDS = {
  newOrder: 'owner-new-order',
  cancelRequested: 'owner-cancel-requested',
} as const;

/** Where the owner's mails go, and what their link to the admin's order page starts with. */
export interface OwnerMailSettings {
  publicUrl: string;
  /** SHOP_ORDERS_EMAIL; undefined: the oldest admin account's address, read with the mail. */
  ordersEmail?: string | undefined;
}

/** The admin's page of one order (the admin app asks for a sign-in first, then opens it). */
export const adminOrderUrl = (publicUrl: string, orderId: string) =>
  `${publicUrl}/admin/orders/${encodeURIComponent(orderId)}`;

const money = (rupees: number) => formatInr(rupeesToPaise(rupees));

/** How the order is paid, in the owner's words: what to do next depends on it. */
function paymentWords(order: Order): string {
  if (order.paymentMethod === 'COD') return 'Cash on delivery (collect on delivery)';
  if (order.paymentStatus === 'Completed') return 'Paid online';
  return `${order.paymentMethod} · ${order.paymentStatus}`;
}

const itemLine = (line: Order['products'][number]) =>
  `${line.quantity} × ${line.product.name} (${line.extraInfo.brand} ${line.extraInfo.model})`;

const shipsTo = (order: Order) => `${order.shippingInfo.city}, ${order.shippingInfo.state}`;

interface OwnerMailParts {
  kind: string;
  subject: string;
  heading: string;
  /** Label and value rows, in the order the owner reads them. */
  facts: [label: string, value: string][];
  /** The note the owner most needs (the shopper's reason), or null. */
  quote: string | null;
  url: string;
}

function ownerMail(order: Order, to: string, parts: OwnerMailParts): OutgoingMail {
  const e = escapeHtml;
  const items = order.products.map(itemLine);
  const text = [
    parts.heading,
    '',
    ...parts.facts.map(([label, value]) => `${label}: ${value}`),
    ...(parts.quote ? ['', parts.quote] : []),
    '',
    'Items',
    ...items.map((item) => `- ${item}`),
    '',
    `Open the order: ${parts.url}`,
  ].join('\n');
  const rows = parts.facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#52525b;white-space:nowrap;vertical-align:top">${e(label)}</td><td style="padding:4px 0">${e(value)}</td></tr>`,
    )
    .join('\n            ');
  const quote = parts.quote
    ? `<p style="margin:16px 0 0;padding:12px 16px;background:#fafafa;border-left:3px solid #c2410c;line-height:1.6">${e(parts.quote)}</p>`
    : '';
  const html = mailDocument({
    body: `
            <h1 style="margin:0 0 16px;font-size:22px">${e(parts.heading)}</h1>
            <table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px">
            ${rows}
            </table>
            ${quote}
            <h2 style="margin:24px 0 8px;font-size:16px">Items</h2>
            <p style="margin:0;line-height:1.6;font-size:14px">${items.map(e).join('<br>')}</p>
            ${mailButton(parts.url, `Open order #${order.number}`, '28px 0 0')}`,
    footer: `Sent to the shop's orders address (SHOP_ORDERS_EMAIL, or the first admin account) about order #${order.number}.`,
  });
  return { kind: parts.kind, to, subject: parts.subject, html, text, orderId: order._id };
}

/** "New order #…": items, total, how it is paid, where it ships, a link to the admin's page. */
export function ownerNewOrderMail(order: Order, to: string, url: string): OutgoingMail {
  const total = money(order.total);
  const payment = paymentWords(order);
  return ownerMail(order, to, {
    kind: OWNER_MAIL_KINDS.newOrder,
    subject: `New order #${order.number}: ${total}, ${payment.toLowerCase()}`,
    heading: `New order #${order.number}`,
    facts: [
      ['Total', total],
      ['Payment', payment],
      ['Ships to', shipsTo(order)],
      ['Customer', `${order.user.firstName} ${order.user.lastName} · ${order.user.email}`],
    ],
    quote: order.shippingInfo.customerNote
      ? `The customer's note: ${order.shippingInfo.customerNote}`
      : null,
    url,
  });
}

/** "Cancellation requested for order #…", with the shopper's reason when they gave one. */
export function ownerCancelRequestMail(
  order: Order,
  to: string,
  url: string,
  reason: string | null,
): OutgoingMail {
  return ownerMail(order, to, {
    kind: OWNER_MAIL_KINDS.cancelRequested,
    subject: `Cancellation requested for order #${order.number}`,
    heading: `Cancellation requested for order #${order.number}`,
    facts: [
      ['Total', money(order.total)],
      ['Payment', paymentWords(order)],
      ['Ships to', shipsTo(order)],
      ['Customer', `${order.user.firstName} ${order.user.lastName} · ${order.user.email}`],
    ],
    quote: reason ? `The customer's reason: ${reason}` : 'The customer gave no reason.',
    url,
  });
}

/**
 * Writes the owner's mail about this order in the caller's transaction; null (no mail) when
 * there is nowhere to send it: no SHOP_ORDERS_EMAIL and no admin account yet.
 */
export async function queueOwnerMail(
  tx: Tx,
  mail: MailService,
  settings: OwnerMailSettings,
  order: Order,
  build: (order: Order, to: string, url: string) => OutgoingMail,
): Promise<MailRow | null> {
  const to = settings.ordersEmail ?? (await oldestAdminEmail(tx));
  if (!to) return null;
  return mail.queueIn(tx, build(order, to, adminOrderUrl(settings.publicUrl, order._id)));
}
