import {
  needsGoodsBack,
  RETURN_ANSWER_HOURS,
  RETURN_REASON_LABELS,
  type ReturnReason,
  type ReturnResolution,
} from '@skins/shared';
import { escapeHtml } from '../../http/html-escape.ts';
import type { SellerConfig } from '../../seller-config.ts';
import { mailButton, mailDocument, type OutgoingMail } from '../mail/index.ts';

// The mails of a return (API.md § Returns and replacements), one per status change, written in
// the change's transaction. Each names the return (the shopper's ticket) and the order, and links
// to the order's tracking page with its token, where the return is shown, like the order mails.

export const RETURN_MAIL_KINDS = {
  requested: 'return-requested',
  approved: 'return-approved',
  rejected: 'return-rejected',
  infoRequested: 'return-info-requested',
  /** Not among API.md's kinds: every status change is mailed, and Received is one (decision 053). */
  received: 'return-received',
  refunded: 'return-refunded',
  replacementShipped: 'replacement-shipped',
} as const;

/** What every return mail says of the return, and where it goes. */
export interface ReturnMailFacts {
  returnId: string;
  returnNumber: string;
  orderId: string;
  orderNumber: number;
  firstName: string;
  email: string;
  reason: ReturnReason;
  resolution: ReturnResolution;
  lines: readonly { name: string; model: string; quantity: number }[];
  /** The order's tracking page with its token (orders' `orderMailUrl`). */
  trackingUrl: string;
}

export interface ReturnMailDetail {
  label: string;
  value: string;
}

export interface ReturnMailParts {
  kind: string;
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  details?: readonly ReturnMailDetail[];
  /** The button's words; it opens the order's tracking page. */
  action?: string;
}

/**
 * The frame of every return mail, in the shop's mail frame: the return and order numbers, the
 * paragraphs, the details table and the button to the order's page. The refund and the
 * replacement (return-refund.ts, return-replacement.ts) use it too.
 */
export function returnMail(facts: ReturnMailFacts, parts: ReturnMailParts): OutgoingMail {
  const e = escapeHtml;
  const { kind, subject, heading, paragraphs, details = [], action = 'See your return' } = parts;
  const intro = `Return ${facts.returnNumber} · order #${facts.orderNumber}`;
  const rows = details
    .map(
      (detail) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#52525b;white-space:nowrap;vertical-align:top">${e(detail.label)}</td><td style="padding:4px 0;white-space:pre-line">${e(detail.value)}</td></tr>`,
    )
    .join('\n            ');
  const html = mailDocument({
    body: `
            <h1 style="margin:0 0 8px;font-size:24px">${e(heading)}</h1>
            <p style="margin:0 0 16px;line-height:1.6">${e(intro)}</p>
            ${paragraphs.map((text) => `<p style="margin:0 0 12px;line-height:1.6">${e(text)}</p>`).join('\n            ')}
            ${details.length > 0 ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin-top:8px;font-size:14px">\n            ${rows}\n            </table>` : ''}
            ${mailButton(facts.trackingUrl, action, '32px 0 0')}`,
    footer: `Keep this mail private: its link opens your order without a password. You are getting it because ${e(facts.email)} asked for return ${e(facts.returnNumber)} on order #${facts.orderNumber} at Skins.`,
  });
  const text = [
    heading,
    '',
    intro,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...details.map((detail) => `${detail.label}: ${detail.value}`),
    ...(details.length > 0 ? [''] : []),
    `${action}: ${facts.trackingUrl}`,
    '',
    'Keep this link private: it opens your order without a password.',
  ].join('\n');
  return {
    kind,
    to: facts.email,
    subject,
    html,
    text,
    orderId: facts.orderId,
    returnId: facts.returnId,
  };
}

const itemsValue = (facts: ReturnMailFacts) =>
  facts.lines.map((line) => `${line.quantity} × ${line.name} (${line.model})`).join('\n');

function grievanceSentence({ grievance }: Pick<SellerConfig, 'grievance'>): string {
  return `Not happy with how we handle it? Write to our grievance officer, ${grievance.name}, at ${grievance.email} or call ${grievance.phone}, quoting this number.`;
}

/**
 * The acknowledgement: the return number is the grievance ticket; the answer comes in 48 hours.
 * Written again, with the same promise, when the shopper answers the shop's question.
 */
export function returnRequestedMail(
  facts: ReturnMailFacts,
  seller: Pick<SellerConfig, 'grievance'>,
  isAnswer = false,
): OutgoingMail {
  return returnMail(facts, {
    kind: RETURN_MAIL_KINDS.requested,
    subject: isAnswer
      ? `We received your answer about return ${facts.returnNumber} (order #${facts.orderNumber})`
      : `We received your return request ${facts.returnNumber} (order #${facts.orderNumber})`,
    heading: isAnswer ? 'We received your answer' : 'We received your return request',
    paragraphs: [
      isAnswer
        ? `Hi ${facts.firstName}, thank you for your answer about return ${facts.returnNumber}.`
        : `Hi ${facts.firstName}, thank you for telling us. Your ticket number is ${facts.returnNumber}: please quote it whenever you write to us about this return.`,
      `We will answer within ${RETURN_ANSWER_HOURS} hours.`,
      grievanceSentence(seller),
    ],
    details: [
      { label: 'Ticket', value: facts.returnNumber },
      { label: 'Reason', value: RETURN_REASON_LABELS[facts.reason] },
      {
        label: 'You asked for',
        value: facts.resolution === 'Refund' ? 'A refund' : 'A replacement',
      },
      { label: 'Items', value: itemsValue(facts) },
    ],
  });
}

/** What happens next: the replacement, the refund, or sending unused skins back first. */
export function returnApprovedMail(
  facts: ReturnMailFacts,
  seller: Pick<SellerConfig, 'legalName' | 'address'>,
): OutgoingMail {
  const paragraphs =
    facts.resolution === 'Replacement'
      ? [
          `Hi ${facts.firstName}, we approved your return ${facts.returnNumber}. We will send you a replacement at no cost and mail you its tracking details when it ships.`,
          'You do not need to send anything back.',
        ]
      : needsGoodsBack(facts.reason, facts.resolution)
        ? [
            `Hi ${facts.firstName}, we approved your return ${facts.returnNumber}. Please send the items back unused, in their packaging, with a note that says ${facts.returnNumber}, to the address below.`,
            'We will refund them once they reach us, and mail you when we do.',
          ]
        : [
            `Hi ${facts.firstName}, we approved your return ${facts.returnNumber} and will refund the items. You do not need to send them back.`,
            'We will mail you when the refund is made.',
          ];
  const sendBack = needsGoodsBack(facts.reason, facts.resolution)
    ? [{ label: 'Send to', value: `${seller.legalName}\n${seller.address}` }]
    : [];
  return returnMail(facts, {
    kind: RETURN_MAIL_KINDS.approved,
    subject: `Your return ${facts.returnNumber} is approved (order #${facts.orderNumber})`,
    heading: 'Your return is approved',
    paragraphs,
    details: [{ label: 'Items', value: itemsValue(facts) }, ...sendBack],
  });
}

/**
 * The refusal with its reason; `wasApproved` when an approval that could not be carried out is
 * closed (decision 053), so the mail does not read as if the request were never accepted.
 */
export function returnRejectedMail(
  facts: ReturnMailFacts,
  reason: string,
  seller: Pick<SellerConfig, 'grievance'>,
  wasApproved = false,
): OutgoingMail {
  return returnMail(facts, {
    kind: RETURN_MAIL_KINDS.rejected,
    subject: `Your return ${facts.returnNumber} could not be accepted (order #${facts.orderNumber})`,
    heading: wasApproved ? 'We could not complete your return' : 'We could not accept your return',
    paragraphs: [
      wasApproved
        ? `Hi ${facts.firstName}, we approved your return ${facts.returnNumber} but cannot complete it, so we have closed it.`
        : `Hi ${facts.firstName}, we looked at your return request ${facts.returnNumber} and could not accept it.`,
      grievanceSentence(seller),
    ],
    details: [{ label: 'Reason', value: reason }],
  });
}

export function returnInfoRequestedMail(facts: ReturnMailFacts, question: string): OutgoingMail {
  return returnMail(facts, {
    kind: RETURN_MAIL_KINDS.infoRequested,
    subject: `We need more information about your return ${facts.returnNumber}`,
    heading: 'We need a little more information',
    paragraphs: [
      `Hi ${facts.firstName}, before we can decide on your return ${facts.returnNumber} we need to know a little more.`,
      'Please answer on your order’s page; you can add photos there too.',
    ],
    details: [{ label: 'Our question', value: question }],
    action: 'Answer on your order page',
  });
}
