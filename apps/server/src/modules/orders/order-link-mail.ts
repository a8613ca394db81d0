import { formatShopDate, type Order } from '@skins/shared';
import { escapeHtml } from '../../http/html-escape.ts';
import { mailButton, mailDocument, type OutgoingMail } from '../mail/index.ts';

// "Email me my order link" (docs/decisions/050-track-order-link.md): the link a shopper on
// another device asked for from the tracking page. It goes to the order's own email only.

export const ORDER_LINK_MAIL_KIND = 'order-link';

/** What the link opens, so the shopper knows why to keep it. */
const WHAT_IT_OPENS =
  'It opens your order’s tracking page: its progress, the invoice download once paid and, until it ships, the cancellation request.';

export function orderLinkMail(order: Order, orderUrl: string): OutgoingMail {
  const e = escapeHtml;
  const items = order.products.map(
    (line) =>
      `${line.product.name} (${line.extraInfo.brand} ${line.extraInfo.model}) × ${line.quantity}`,
  );
  const placed = `Order #${order.number} · placed on ${formatShopDate(order.createdAt)}`;
  const html = mailDocument({
    body: `
            <h1 style="margin:0 0 8px;font-size:24px">Your order link</h1>
            <p style="margin:0 0 16px;line-height:1.6">${e(placed)}</p>
            <p style="margin:0 0 12px;line-height:1.6">Hi ${e(order.user.firstName)}, here is the link you asked for on our tracking page. ${e(WHAT_IT_OPENS)}</p>
            <ul style="margin:0 0 12px;padding-left:20px;line-height:1.6">${items.map((item) => `<li>${e(item)}</li>`).join('')}</ul>
            ${mailButton(orderUrl, `Open order #${order.number}`, '32px 0 0')}
            <p style="margin:16px 0 0;text-align:center;color:#71717a;font-size:13px">Did not ask for it? You can ignore this mail: the link was sent only to you.</p>`,
    footer: `Keep this mail private: its link opens your order without a password. You are getting it because someone asked for the link to order #${order.number} on the Skins tracking page with its number and ${e(order.user.email)}.`,
  });
  const text = [
    'Your order link',
    '',
    placed,
    '',
    `Hi ${order.user.firstName}, here is the link you asked for on our tracking page. ${WHAT_IT_OPENS}`,
    '',
    ...items.map((item) => `- ${item}`),
    '',
    `Open your order: ${orderUrl}`,
    '',
    'Did not ask for it? You can ignore this mail: the link was sent only to you.',
    'Keep this link private: it opens your order without a password.',
  ].join('\n');
  return {
    kind: ORDER_LINK_MAIL_KIND,
    to: order.user.email,
    subject: `Your link to Skins order #${order.number}`,
    html,
    text,
    orderId: order._id,
  };
}
