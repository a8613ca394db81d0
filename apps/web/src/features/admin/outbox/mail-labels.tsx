import {
  MAIL_MAX_SEND_ATTEMPTS,
  type OutboxChannel,
  type OutboxListFilter,
  type OutboxMailStatus,
  type OutboxMailSummary,
} from '@skins/shared';
import { formatAdminDateTime } from '../components/format.ts';
import { CHANNEL_CARRIERS } from './message-channel.tsx';

export const MAIL_STATUS_LABELS: Record<OutboxMailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  kept: 'Kept',
};

/**
 * What a row's status means, for the badge's tooltip and the details. Only mails are ever
 * `kept`: a WhatsApp or SMS row is not written while its provider is not set up.
 */
export function mailStatusHint(status: OutboxMailStatus, channel: OutboxChannel): string {
  switch (status) {
    case 'queued':
      return 'Waiting to be sent, or to be tried again';
    case 'sent':
      return `Handed to ${CHANNEL_CARRIERS[channel]}`;
    case 'failed':
      return `The last send failed; it is tried again, up to ${MAIL_MAX_SEND_ATTEMPTS} times in all`;
    case 'kept':
      return 'Kept here: no mail server is set up (SMTP_URL)';
  }
}

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

export function MailStatusBadge({
  status,
  channel,
}: {
  status: OutboxMailStatus;
  channel: OutboxChannel;
}) {
  return (
    <span className={`${BADGE} ${TONES[status]}`} title={mailStatusHint(status, channel)}>
      {MAIL_STATUS_LABELS[status]}
    </span>
  );
}

/** 'order-confirmation' → 'Order confirmation': the server's kind as a word. */
export function mailKindLabel(kind: string): string {
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : kind;
}
