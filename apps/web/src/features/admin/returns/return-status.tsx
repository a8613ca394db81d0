import { RETURN_ANSWER_HOURS, type ReturnStatus } from '@skins/shared';
import { AlertTriangleIcon } from '#ui/icons.tsx';

/** The admin's words for a return's status (the shopper reads RETURN_STATUS_LABELS). */
export const ADMIN_RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  Requested: 'Requested',
  InfoRequested: 'Info requested',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Received: 'Received',
  Refunded: 'Refunded',
  ReplacementShipped: 'Replacement shipped',
};

// Warm for waiting on the shop, sky for waiting on the shopper, green settled, grey refused.
const TONES: Readonly<Record<ReturnStatus, string>> = {
  Requested: 'bg-amber-50 text-amber-900 ring-amber-300',
  InfoRequested: 'bg-sky-50 text-sky-800 ring-sky-200',
  Approved: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  Received: 'bg-orange-50 text-orange-900 ring-orange-200',
  Refunded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  ReplacementShipped: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Rejected: 'bg-neutral-100 text-neutral-700 ring-neutral-300',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${TONES[status]}`}
    >
      {ADMIN_RETURN_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * Whether the shop has let a request wait past the answer it promised (48 hours, the grievance
 * rules): only a `Requested` return waits on the shop's answer.
 */
export function isAnswerOverdue(status: ReturnStatus, hoursWaiting: number | null): boolean {
  return status === 'Requested' && hoursWaiting !== null && hoursWaiting >= RETURN_ANSWER_HOURS;
}

/** "5 h", or a warning past the 48 hours promised; nothing once the return is settled. */
export function HoursWaiting({
  status,
  hoursWaiting,
}: {
  status: ReturnStatus;
  hoursWaiting: number | null;
}) {
  if (hoursWaiting === null) return <span className="text-neutral-500">—</span>;
  if (!isAnswerOverdue(status, hoursWaiting)) {
    return <span className="whitespace-nowrap tabular-nums">{hoursWaiting} h</span>;
  }
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-red-50 px-2 py-0.5 font-medium text-red-800 text-xs tabular-nums ring-1 ring-red-200 ring-inset">
      <AlertTriangleIcon className="size-3.5" />
      {hoursWaiting} h · past {RETURN_ANSWER_HOURS} h
    </span>
  );
}
