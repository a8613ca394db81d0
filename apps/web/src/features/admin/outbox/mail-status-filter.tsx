import { OUTBOX_MAIL_STATUSES, type OutboxMailStatus } from '@skins/shared';
import { useListFilter } from '../components/list-search.tsx';
import { MAIL_STATUS_LABELS } from './mail-labels.tsx';

const FILTERS: readonly (OutboxMailStatus | '')[] = ['', ...OUTBOX_MAIL_STATUSES];

const pillClass = (isActive: boolean) =>
  `inline-flex h-9 shrink-0 items-center rounded-full px-3.5 font-medium text-sm transition focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-2 ${
    isActive
      ? 'bg-charcoal-900 text-white'
      : 'bg-white text-neutral-700 ring-1 ring-neutral-300 hover:bg-neutral-50'
  }`;

/** One status at a time, or all; kept in the URL (`?status=`) and starting again at page 1. */
export function MailStatusFilter({ active }: { active: OutboxMailStatus | undefined }) {
  const [, setStatus] = useListFilter('status');
  const current = active ?? '';
  return (
    <fieldset className="-mx-4 min-w-0 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <legend className="sr-only">Show mails by status</legend>
      <div className="flex gap-2 pb-1">
        {FILTERS.map((status) => (
          <button
            key={status || 'all'}
            type="button"
            aria-pressed={current === status}
            onClick={() => setStatus(status)}
            className={pillClass(current === status)}
          >
            {status ? MAIL_STATUS_LABELS[status] : 'All mails'}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
