import {
  formatInr,
  formatPercent,
  formatShopDate,
  fractionToBasisPoints,
  isPayOnDelivery,
  type Order,
  payOnDeliveryMessage,
  rupeesToPaise,
  TAX_RATE,
  taxLabelOf,
} from '@skins/shared';
import { escapeHtml } from '../../http/html-escape.ts';
import { mailButton, mailDocument, type OutgoingMail } from '../mail/index.ts';

const ORDER_CONFIRMATION_KIND = 'order-confirmation';

const money = (rupees: number) => formatInr(rupeesToPaise(rupees));

/** The payment line: how much to pay on delivery, or the method and its status. */
function paymentLine(order: Order): string {
  return isPayOnDelivery(order)
    ? `Cash on delivery. ${payOnDeliveryMessage(rupeesToPaise(order.total))}`
    : `Payment: ${order.paymentMethod} · ${order.paymentStatus}`;
}

const lineTotal = (line: Order['products'][number]) =>
  formatInr(rupeesToPaise(line.price) * line.quantity);

function addressLines(order: Order): string[] {
  const s = order.shippingInfo;
  return [
    `${s.firstName} ${s.lastName}`,
    s.address,
    ...(s.apartment ? [s.apartment] : []),
    `${s.city}, ${s.state} ${s.pin}`,
    s.country,
    `Phone: ${s.phone}`,
  ];
}

interface TotalRow {
  label: string;
  amount: string;
  isStrong?: boolean;
}

/** The order's rates (basis points), each once; a line without one was sold at 8%. */
const ratesOf = (order: Order) =>
  [...new Set(order.products.map((line) => fractionToBasisPoints(line.gstRate ?? TAX_RATE)))].map(
    (rateBp) => ({ rateBp }),
  );

function totalRows(order: Order): TotalRow[] {
  return [
    { label: 'Subtotal', amount: money(order.subtotal) },
    ...(order.discount > 0
      ? [
          {
            label: order.coupon ? `Discount (${order.coupon.code})` : 'Discount',
            amount: `-${money(order.discount)}`,
          },
        ]
      : []),
    // 'Tax (8%)' while the order has one rate, plain 'Tax' with several (decision 066).
    { label: taxLabelOf(ratesOf(order)), amount: money(order.tax) },
    { label: 'Total', amount: money(order.total), isStrong: true },
    ...(isPayOnDelivery(order) ? [] : [{ label: 'Amount paid', amount: money(order.amountPaid) }]),
  ];
}

/**
 * An order with consent to WhatsApp or SMS updates (the messages module's `orderUpdates`): how
 * they come, to which number (as shown: +91 98765 43210), and the link that stops them.
 */
export interface OrderUpdatesNote {
  channel: 'WhatsApp' | 'SMS';
  phone: string;
  stopUrl: string;
}

/** Where the confirmation mail links: the whole order, and its tracking page (both with the token). */
export interface OrderMailLinks {
  orderUrl: string;
  trackingUrl: string;
  /** The tax invoice (PDF, with the token); shown only once the order is paid. */
  invoiceUrl?: string;
  /** Said only for an order whose shopper ticked the updates box. */
  updates?: OrderUpdatesNote | null;
}

/** The mail's words on order updates, before the stop link (which ends the sentence). */
function updatesLine({ channel, phone }: OrderUpdatesNote): string {
  const how = channel === 'WhatsApp' ? 'on WhatsApp' : 'by SMS';
  const stop = channel === 'WhatsApp' ? 'reply STOP there or open' : 'open';
  return `You will get updates on this order ${how} at ${phone}. To stop them, ${stop}`;
}

/** The invoice's link when there is one to download: a paid order with its number. */
const invoiceLinkOf = (order: Order, { invoiceUrl }: OrderMailLinks) =>
  invoiceUrl && order.paymentStatus === 'Completed' && order.invoiceNumber ? invoiceUrl : null;

function textBody(order: Order, links: OrderMailLinks): string {
  const { orderUrl, trackingUrl } = links;
  const invoiceUrl = invoiceLinkOf(order, links);
  const items = order.products.flatMap((line) => [
    `- ${line.product.name}`,
    `  ${line.extraInfo.brand} ${line.extraInfo.model} · ${line.quantity} × ${money(line.price)} = ${lineTotal(line)}`,
  ]);
  const width = Math.max(...totalRows(order).map((row) => row.label.length)) + 2;
  return [
    `Thank you for your order, ${order.user.firstName}!`,
    '',
    `Order #${order.number} · placed on ${formatShopDate(order.createdAt)}`,
    paymentLine(order),
    '',
    'Items',
    ...items,
    '',
    ...(order.coupon
      ? [`Coupon: ${order.coupon.code} (${formatPercent(order.coupon.discount)} off)`, '']
      : []),
    ...totalRows(order).map((row) => `${row.label.padEnd(width)}${row.amount}`),
    '',
    'Shipping to',
    ...addressLines(order),
    ...(order.shippingInfo.customerNote
      ? ['', `Your note: ${order.shippingInfo.customerNote}`]
      : []),
    '',
    `Track your order #${order.number}: ${trackingUrl}`,
    `View your order: ${orderUrl}`,
    ...(invoiceUrl ? [`Download your invoice (${order.invoiceNumber}): ${invoiceUrl}`] : []),
    '',
    `You can also track it at any time with the order number #${order.number} and this email address.`,
    ...(links.updates ? ['', `${updatesLine(links.updates)} ${links.updates.stopUrl}`] : []),
    'Keep these links private: they open your order without a password.',
  ].join('\n');
}

function htmlBody(order: Order, links: OrderMailLinks): string {
  const { orderUrl, trackingUrl } = links;
  const invoiceUrl = invoiceLinkOf(order, links);
  const e = escapeHtml;
  const items = order.products
    .map(
      (line) => `<tr>
              <td style="padding:12px 0;border-bottom:1px solid #e4e4e7"><strong>${e(line.product.name)}</strong><br><span style="color:#71717a;font-size:13px">${e(line.extraInfo.brand)} · ${e(line.extraInfo.model)}</span></td>
              <td style="padding:12px 8px;border-bottom:1px solid #e4e4e7;text-align:center;white-space:nowrap">${line.quantity} × ${money(line.price)}</td>
              <td style="padding:12px 0;border-bottom:1px solid #e4e4e7;text-align:right;white-space:nowrap">${lineTotal(line)}</td>
            </tr>`,
    )
    .join('\n            ');
  const totals = totalRows(order)
    .map(
      (row) =>
        `<tr><td style="padding:4px 0;${row.isStrong ? 'font-weight:700;font-size:16px' : 'color:#52525b'}">${e(row.label)}</td><td style="padding:4px 0;text-align:right;${row.isStrong ? 'font-weight:700;font-size:16px' : ''}">${row.amount}</td></tr>`,
    )
    .join('\n            ');
  const coupon = order.coupon
    ? `<p style="margin:16px 0 0;color:#c2410c">Coupon <strong>${e(order.coupon.code)}</strong> applied: ${formatPercent(order.coupon.discount)} off.</p>`
    : '';
  const updates = links.updates
    ? `\n            <p style="margin:12px 0 0;text-align:center;color:#71717a;font-size:13px">${e(updatesLine(links.updates))} <a href="${e(links.updates.stopUrl)}" style="color:#71717a">this link</a>.</p>`
    : '';
  const note = order.shippingInfo.customerNote
    ? `<p style="margin:12px 0 0;color:#52525b">Your note: ${e(order.shippingInfo.customerNote)}</p>`
    : '';
  return mailDocument({
    body: `
            <h1 style="margin:0 0 8px;font-size:24px">Thank you for your order, ${e(order.user.firstName)}!</h1>
            <p style="margin:0 0 4px;line-height:1.6">Order <strong>#${order.number}</strong> · placed on ${e(formatShopDate(order.createdAt))}</p>
            <p style="margin:0 0 24px;line-height:1.6;color:#52525b">${e(paymentLine(order))}</p>
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">
            ${items}
            </table>
            ${coupon}
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:16px;font-size:14px">
            ${totals}
            </table>
            <h2 style="margin:28px 0 8px;font-size:16px">Shipping to</h2>
            <p style="margin:0;line-height:1.6">${addressLines(order).map(e).join('<br>')}</p>
            ${note}
            ${mailButton(trackingUrl, `Track order #${order.number}`, '32px 0 0')}
            <p style="margin:12px 0 0;text-align:center;font-size:14px"><a href="${e(orderUrl)}" style="color:#18181b">View your order</a>${invoiceUrl ? ` · <a href="${e(invoiceUrl)}" style="color:#18181b">Download your invoice</a>` : ''}</p>
            <p style="margin:16px 0 0;text-align:center;color:#71717a;font-size:13px">You can also track it at any time with the order number #${order.number} and this email address.</p>${updates}`,
    footer: `Keep this mail private: its links open your order without a password. You are getting it because ${e(order.user.email)} placed an order at Skins.`,
  });
}

/**
 * The order confirmation (HTML and text): the order number, and the links that open the order
 * and its tracking page (its token), and, once paid, its tax invoice.
 */
export function orderConfirmationMail(order: Order, links: OrderMailLinks): OutgoingMail {
  return {
    kind: ORDER_CONFIRMATION_KIND,
    to: order.user.email,
    subject: `Your Skins order #${order.number} is confirmed`,
    html: htmlBody(order, links),
    text: textBody(order, links),
    orderId: order._id,
  };
}
