import { RETURN_STATUS_LABELS, type ReturnStatus } from '@skins/shared';

const TONES: Record<ReturnStatus, string> = {
  Requested: 'bg-sky-50 text-sky-800 ring-sky-200',
  InfoRequested: 'bg-amber-50 text-amber-900 ring-amber-200',
  Approved: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  Rejected: 'bg-neutral-100 text-neutral-700 ring-neutral-300',
  Received: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  Refunded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  ReplacementShipped: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** A return's status in the shopper's words (RETURN_STATUS_LABELS). */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 font-semibold text-xs ring-1 ${TONES[status]}`}
    >
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}
