import { formatPercent, WELCOME_DISCOUNT } from '@skins/shared';
import { escapeHtml } from '../../http/html-escape.ts';
import type { OutgoingMail } from './mail.service.ts';
import { mailButton, mailDocument } from './mail-layout.ts';

export interface WelcomeMailInput {
  to: string;
  couponCode: string;
  shopUrl: string;
  unsubscribeUrl: string;
}

/** The newsletter welcome: the subscriber's own code for 10% off the first purchase. */
export function welcomeMail({
  to,
  couponCode,
  shopUrl,
  unsubscribeUrl,
}: WelcomeMailInput): OutgoingMail {
  const percent = formatPercent(WELCOME_DISCOUNT);
  const subject = `Welcome to Skins — ${percent} off your first order`;
  const text = [
    'Welcome to Skins!',
    '',
    "We've been selling skins since 2020: premium vinyl for phones, laptops and consoles.",
    `Here is ${percent} off your first purchase. Enter this code at checkout:`,
    '',
    `    ${couponCode}`,
    '',
    'The code is yours alone and works once, on your first paid order.',
    '',
    `Shop now: ${shopUrl}`,
    '',
    `Don't want these mails? Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  const code = escapeHtml(couponCode);
  const html = mailDocument({
    body: `
            <h1 style="margin:0 0 12px;font-size:24px">Welcome to Skins!</h1>
            <p style="margin:0 0 16px;line-height:1.6">We've been selling skins since 2020: premium vinyl for phones, laptops and consoles. Here is <strong>${percent} off your first purchase</strong> — enter this code at checkout:</p>
            <p style="margin:24px 0;text-align:center"><span style="display:inline-block;border:2px dashed #c2410c;border-radius:12px;padding:12px 24px;font-size:22px;font-weight:700;letter-spacing:3px;color:#c2410c">${code}</span></p>
            <p style="margin:0 0 24px;line-height:1.6;color:#52525b">The code is yours alone and works once, on your first paid order.</p>
            ${mailButton(shopUrl, 'Shop the collection')}`,
    footer: `You are getting this mail because ${escapeHtml(to)} signed up at Skins. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#71717a">Unsubscribe</a>.`,
  });
  return { kind: 'welcome', to, subject, html, text };
}
