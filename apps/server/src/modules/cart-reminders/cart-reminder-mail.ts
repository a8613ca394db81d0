import { CART_REMINDER_COPY, CART_REMINDER_LINK_DAYS, formatInr } from '@skins/shared';
import { escapeHtml } from '../../http/html-escape.ts';
import { mailButton, mailDocument, type OutgoingMail } from '../mail/index.ts';
import { imageOf, lineValueInPaise, type PricedLine } from './cart-lines.ts';

export const CART_REMINDER_KIND = 'cart-reminder';
const STOP_WORDS = 'Don’t want cart reminders? Stop them';
const BUTTON = 'Return to your cart';

export interface CartReminderMailInput {
  to: string;
  firstName: string;
  /** The lines the link puts back, at today's prices. */
  lines: readonly PricedLine[];
  restoreUrl: string;
  stopUrl: string;
  publicUrl: string;
}

const device = ({ line }: PricedLine) =>
  [line.selectedBrand, line.selectedModel].filter(Boolean).join(' · ');
const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;

/**
 * The one reminder (API.md § Cart reminders): the cart's lines at today's prices and a button
 * that restores it on any device. No offer: the shop makes none here, so the mail names none.
 * Its footer says why it came and links its own stop link (not the newsletter's).
 */
export function cartReminderMail(input: CartReminderMailInput): OutgoingMail {
  const { to, firstName, lines, restoreUrl, stopUrl, publicUrl } = input;
  const e = escapeHtml;
  const subject = 'You left something in your cart at Skins';
  const intro = `Hi ${firstName}, you asked us to remind you about the cart you left at checkout. It is saved: the button below puts it back in your cart on any device, at today’s prices.`;
  const price = (priced: PricedLine) =>
    `${priced.line.quantity} × ${formatInr(priced.product.priceInPaise)}`;
  const rows = lines
    .map(
      (priced) => `<tr>
              <td style="padding:12px 12px 12px 0;border-bottom:1px solid #e4e4e7;width:64px"><img src="${e(absolute(publicUrl, imageOf(priced.product)))}" width="64" height="64" alt="" style="display:block;border-radius:8px;object-fit:cover"></td>
              <td style="padding:12px 0;border-bottom:1px solid #e4e4e7"><strong>${e(priced.product.name)}</strong>${device(priced) ? `<br><span style="color:#71717a;font-size:13px">${e(device(priced))}</span>` : ''}</td>
              <td style="padding:12px 0 12px 8px;border-bottom:1px solid #e4e4e7;text-align:right;white-space:nowrap">${e(price(priced))}<br><strong>${e(formatInr(lineValueInPaise(priced)))}</strong></td>
            </tr>`,
    )
    .join('\n            ');
  const linkNote = `The button works for ${CART_REMINDER_LINK_DAYS} days. Prices are today’s and may change; the checkout shows the final total.`;
  const why = `You are getting this one email because ${to} ticked “${CART_REMINDER_COPY.label}” at checkout.`;
  const html = mailDocument({
    body: `
            <h1 style="margin:0 0 8px;font-size:24px">Your cart is waiting</h1>
            <p style="margin:0 0 16px;line-height:1.6">${e(intro)}</p>
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">
            ${rows}
            </table>
            ${mailButton(restoreUrl, BUTTON, '24px 0 8px')}
            <p style="margin:0;color:#71717a;font-size:13px;line-height:1.6;text-align:center">${e(linkNote)}</p>`,
    footer: `${e(why)} <a href="${e(stopUrl)}" style="color:#71717a">${STOP_WORDS}</a>. This does not change your newsletter subscription.`,
  });
  const text = [
    'Your cart is waiting',
    '',
    intro,
    '',
    ...lines.flatMap((priced) => [
      `- ${priced.product.name}`,
      `  ${[device(priced), `${price(priced)} = ${formatInr(lineValueInPaise(priced))}`].filter(Boolean).join(' · ')}`,
    ]),
    '',
    `${BUTTON}: ${restoreUrl}`,
    linkNote,
    '',
    why,
    `${STOP_WORDS}: ${stopUrl}`,
    'This does not change your newsletter subscription.',
  ].join('\n');
  return { kind: CART_REMINDER_KIND, to, subject, html, text };
}
