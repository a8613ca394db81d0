import type { SubscriberStatus } from '@skins/shared';

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

const BADGE =
  'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset';

// The text carries the meaning; the colour only helps.
const TONES: Record<SubscriberStatus, string> = {
  subscribed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  unsubscribed: 'bg-neutral-100 text-neutral-700 ring-neutral-300',
};

export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  return <span className={`${BADGE} ${TONES[status]}`}>{SUBSCRIBER_STATUS_LABELS[status]}</span>;
}
