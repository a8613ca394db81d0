import { formatShopDateTime, RETURN_ANSWER_HOURS, RETURN_REASON_LABELS } from '@skins/shared';
import type { Tx } from '../../db/client.ts';
import { escapeHtml } from '../../http/html-escape.ts';
import { oldestAdminEmail } from '../auth/index.ts';
import { type MailRow, mailButton, mailDocument, type OutgoingMail } from '../mail/index.ts';
import type { ReturnMailFacts } from './return-mails.ts';
import type { ReturnsDeps } from './return-moves.ts';

// The owner's mail when a return waits for the shop (a request, or the shopper's answer): the
// shop promised an answer within 48 hours, so the owner learns of it at once, as of a new order
// (decision 048), in the transaction that records it.

export const OWNER_RETURN_MAIL_KIND = 'owner-return-requested';

const HOUR_MS = 60 * 60 * 1000;

/** The admin's page of one return. */
export const adminReturnUrl = (publicUrl: string, orderId: string, returnId: string) =>
  `${publicUrl}/admin/orders/${encodeURIComponent(orderId)}/returns/${encodeURIComponent(returnId)}`;

export interface WaitingReturn {
  returnId: string;
  /** When the shop's 48 hours started: the request. */
  requestedAt: Date;
  details: string;
  /** The shopper's answer to the shop's question; null for a new request. */
  answer: string | null;
  photoCount: number;
}

export function ownerReturnMail(
  facts: ReturnMailFacts,
  waiting: WaitingReturn,
  to: string,
  url: string,
): OutgoingMail {
  const e = escapeHtml;
  const what = waiting.answer === null ? 'New return' : 'Answer on return';
  const subject = `${what} ${facts.returnNumber} for order #${facts.orderNumber}: ${RETURN_REASON_LABELS[facts.reason]}, ${facts.resolution.toLowerCase()}`;
  const answerBy = formatShopDateTime(
    new Date(waiting.requestedAt.getTime() + RETURN_ANSWER_HOURS * HOUR_MS),
  );
  const rows: [string, string][] = [
    ['Shopper', `${facts.firstName} · ${facts.email}`],
    ['Reason', RETURN_REASON_LABELS[facts.reason]],
    ['Asks for', facts.resolution],
    [
      'Items',
      facts.lines.map((line) => `${line.quantity} × ${line.name} (${line.model})`).join('\n'),
    ],
    ['Details', waiting.details],
    ...(waiting.answer === null ? [] : [['Their answer', waiting.answer] as [string, string]]),
    ['Photos', String(waiting.photoCount)],
    ['Answer by', answerBy],
  ];
  const html = mailDocument({
    body: `
            <h1 style="margin:0 0 8px;font-size:24px">${e(`${what} ${facts.returnNumber}`)}</h1>
            <p style="margin:0 0 16px;line-height:1.6">Order #${facts.orderNumber}. The shop promised an answer within ${RETURN_ANSWER_HOURS} hours of the request.</p>
            <table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px">
            ${rows.map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0;color:#52525b;white-space:nowrap;vertical-align:top">${e(label)}</td><td style="padding:4px 0;white-space:pre-line">${e(value)}</td></tr>`).join('\n            ')}
            </table>
            ${mailButton(url, `Open return ${facts.returnNumber}`, '32px 0 0')}`,
    footer: 'You are getting this because your address receives the shop’s order mails.',
  });
  const text = [
    `${what} ${facts.returnNumber}`,
    '',
    `Order #${facts.orderNumber}. The shop promised an answer within ${RETURN_ANSWER_HOURS} hours of the request.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open return ${facts.returnNumber}: ${url}`,
  ].join('\n');
  return { kind: OWNER_RETURN_MAIL_KIND, to, subject, html, text, orderId: facts.orderId };
}

/**
 * Writes the owner's mail in the caller's transaction; null when there is nowhere to send it
 * (no SHOP_ORDERS_EMAIL and no admin account yet).
 */
export async function queueOwnerReturnMail(
  tx: Tx,
  deps: Pick<ReturnsDeps, 'mail' | 'publicUrl' | 'ordersEmail'>,
  facts: ReturnMailFacts,
  waiting: WaitingReturn,
): Promise<MailRow | null> {
  const to = deps.ordersEmail ?? (await oldestAdminEmail(tx));
  if (!to) return null;
  const url = adminReturnUrl(deps.publicUrl, facts.orderId, waiting.returnId);
  return deps.mail.queueIn(tx, ownerReturnMail(facts, waiting, to, url));
}
