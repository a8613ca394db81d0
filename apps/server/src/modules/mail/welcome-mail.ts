import { WELCOME_DISCOUNT } from '@skins/shared';
import type { OutgoingMail } from './mail.service.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  const percent = `${Math.round(WELCOME_DISCOUNT * 100)}%`;
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
  const html = `<!doctype html>
<html lang="en-IN">
  <body style="margin:0;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;color:#18181b">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
      <tr><td align="center" style="padding:32px 16px">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
          <tr><td style="background:#18181b;color:#ffffff;padding:24px 32px;font-size:20px;font-weight:700;letter-spacing:4px">SKINS</td></tr>
          <tr><td style="padding:32px">
            <h1 style="margin:0 0 12px;font-size:24px">Welcome to Skins!</h1>
            <p style="margin:0 0 16px;line-height:1.6">We've been selling skins since 2020: premium vinyl for phones, laptops and consoles. Here is <strong>${percent} off your first purchase</strong> — enter this code at checkout:</p>
            <p style="margin:24px 0;text-align:center"><span style="display:inline-block;border:2px dashed #c2410c;border-radius:12px;padding:12px 24px;font-size:22px;font-weight:700;letter-spacing:3px;color:#c2410c">${code}</span></p>
            <p style="margin:0 0 24px;line-height:1.6;color:#52525b">The code is yours alone and works once, on your first paid order.</p>
            <p style="margin:0;text-align:center"><a href="${escapeHtml(shopUrl)}" style="display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;border-radius:999px;padding:12px 28px;font-weight:600">Shop the collection</a></p>
          </td></tr>
          <tr><td style="padding:20px 32px;background:#fafafa;color:#71717a;font-size:12px;line-height:1.6">You are getting this mail because ${escapeHtml(to)} signed up at Skins. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#71717a">Unsubscribe</a>.</td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>
`;
  return { kind: 'welcome', to, subject, html, text };
}
