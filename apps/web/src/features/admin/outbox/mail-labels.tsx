import {
  MAIL_MAX_SEND_ATTEMPTS,
  type OutboxListFilter,
  type OutboxMailStatus,
  type OutboxMailSummary,
} from '@skins/shared';
import { formatAdminDateTime } from '../components/format.ts';

export const MAIL_STATUS_LABELS: Record<OutboxMailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  kept: 'Kept',
};

/** What each status means, for the badge's tooltip and the filter. */
export const MAIL_STATUS_HINTS: Record<OutboxMailStatus, string> = {
  queued: 'Waiting to be sent, or to be tried again',
  sent: 'Handed to the mail server',
  failed: `The last send failed; it is tried again, up to ${MAIL_MAX_SEND_ATTEMPTS} times in all`,
  kept: 'Kept here: no mail server is set up (SMTP_URL)',
};

/** The list's filters: each status, and the failed mails that gave up. */
export const OUTBOX_FILTER_LABELS: Record<OutboxListFilter, string> = {
  ...MAIL_STATUS_LABELS,
  'gave-up': 'Gave up',
};

/** A failed mail's fate: when it is tried next, or that it gave up; null for any other mail. */
export function describeRetry(mail: OutboxMailSummary): string | null {
  if (mail.status !== 'failed') return null;
  return mail.nextAttemptAt === null
    ? 'Gave up: not tried again'
    : `Next try ${formatAdminDateTime(mail.nextAttemptAt)}`;
}

const BADGE =
  'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset';

// The text carries the meaning; the colour only helps.
const TONES: Record<OutboxMailStatus, string> = {
  queued: 'bg-sky-50 text-sky-800 ring-sky-200',
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  kept: 'bg-neutral-100 text-neutral-700 ring-neutral-300',
};

export function MailStatusBadge({ status }: { status: OutboxMailStatus }) {
  return (
    <span className={`${BADGE} ${TONES[status]}`} title={MAIL_STATUS_HINTS[status]}>
      {MAIL_STATUS_LABELS[status]}
    </span>
  );
}

/** 'order-confirmation' → 'Order confirmation': the server's kind as a word. */
export function mailKindLabel(kind: string): string {
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : kind;
}
