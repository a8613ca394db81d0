import { useListFilter } from './list-search.tsx';

export interface StatusFilterOption<Status extends string> {
  status: Status;
  /** Waiting on the shop: marked with a dot, and said in the button's name. */
  needsAction?: boolean;
}

interface StatusFilterPillsProps<Status extends string> {
  /** The group's name for screen readers: 'Show orders by status'. */
  legend: string;
  /** The first pill, which shows every status: 'All orders'. */
  allLabel: string;
  options: readonly StatusFilterOption<Status>[];
  labels: Readonly<Record<Status, string>>;
  active: Status | undefined;
}

const pillClass = (isActive: boolean) =>
  `inline-flex h-9 shrink-0 items-center gap-2 rounded-full px-3.5 font-medium text-sm transition focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-2 ${
    isActive
      ? 'bg-charcoal-900 text-white'
      : 'bg-white text-neutral-700 ring-1 ring-neutral-300 hover:bg-neutral-50'
  }`;

/** One status at a time, or all; kept in the URL (`?status=`) and starting again at page 1. */
export function StatusFilterPills<Status extends string>({
  legend,
  allLabel,
  options,
  labels,
  active,
}: StatusFilterPillsProps<Status>) {
  const [, setStatus] = useListFilter('status');
  const current = active ?? '';
  const pills: readonly { status: Status | ''; needsAction?: boolean }[] = [
    { status: '' },
    ...options,
  ];
  return (
    <fieldset className="-mx-4 min-w-0 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <legend className="sr-only">{legend}</legend>
      {/* A scrolling row on a phone; wrapped lines where there is room. */}
      <div className="flex gap-2 pb-1 sm:flex-wrap">
        {pills.map(({ status, needsAction }) => {
          const isActive = current === status;
          const label = status ? labels[status] : allLabel;
          return (
            <button
              key={status || 'all'}
              type="button"
              aria-pressed={isActive}
              // The dot's meaning, in words; the visible label starts the name.
              aria-label={needsAction ? `${label} (needs action)` : undefined}
              onClick={() => setStatus(status)}
              className={pillClass(isActive)}
            >
              {needsAction && (
                <span
                  aria-hidden="true"
                  className={`size-2 rounded-full ${isActive ? 'bg-amber-300' : 'bg-amber-500'}`}
                />
              )}
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
