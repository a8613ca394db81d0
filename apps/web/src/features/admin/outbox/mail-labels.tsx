import type { OutboxMailStatus } from '@skins/shared';

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
  failed: 'The last send failed; it is tried again, up to 8 times in all',
  kept: 'Kept here: no mail server is set up (SMTP_URL)',
};

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
