import { escapeHtml } from '../../http/html-escape.ts';
import { mailButton, mailDocument, type OutgoingMail } from '../mail/index.ts';
import type { ReviewableLine } from '../orders/index.ts';

export const REVIEW_REQUEST_KIND = 'review-request';
const OPT_OUT_WORDS = 'Don’t want review requests? Stop them';

/** A line of the mail: the product as bought and its review page (with the line's token). */
export interface ReviewLink {
  line: ReviewableLine;
  url: string;
}

/**
 * The review request (API.md § Reviews from verified buyers): one mail per order, one link per
 * line, each to `/review/{token}`. A single line gets the mail's button; several get one each.
 * The footer's `optOutUrl` stops every later request to this email.
 */
export function reviewRequestMail(links: readonly ReviewLink[], optOutUrl: string): OutgoingMail {
  const [first] = links;
  if (!first) throw new Error('a review request needs at least one line');
  const { orderNumber, firstName, email, orderId } = first.line;
  const e = escapeHtml;
  const what = (line: ReviewableLine) => `${line.name} (${line.brand} ${line.model})`;
  const subject = `How are your skins? Review order #${orderNumber}`;
  const intro = `Hi ${firstName}, your order #${orderNumber} has arrived. How do the skins look on your device? A short review, with a photo if you like, helps other buyers choose.`;
  const rows = links
    .map(
      ({ line, url }) =>
        `<tr><td style="padding:8px 12px 8px 0;line-height:1.5">${e(what(line))}</td><td style="padding:8px 0;text-align:right;white-space:nowrap"><a href="${e(url)}" style="color:#c2410c;font-weight:600">Write a review</a></td></tr>`,
    )
    .join('\n            ');
  const html = mailDocument({
    body: `
            <h1 style="margin:0 0 8px;font-size:24px">How are your skins?</h1>
            <p style="margin:0 0 16px;line-height:1.6">${e(intro)}</p>
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">
            ${rows}
            </table>
            ${links.length === 1 ? mailButton(first.url, 'Write a review', '24px 0 0') : ''}`,
    footer: `Each link works for 180 days and only for the item it names. You are getting this mail because ${e(email)} bought order #${orderNumber} at Skins. <a href="${e(optOutUrl)}" style="color:#71717a">${OPT_OUT_WORDS}</a>.`,
  });
  const text = [
    'How are your skins?',
    '',
    intro,
    '',
    ...links.flatMap(({ line, url }) => [`${what(line)}: ${url}`]),
    '',
    'Each link works for 180 days and only for the item it names.',
    '',
    `${OPT_OUT_WORDS}: ${optOutUrl}`,
  ].join('\n');
  return { kind: REVIEW_REQUEST_KIND, to: email, subject, html, text, orderId };
}
