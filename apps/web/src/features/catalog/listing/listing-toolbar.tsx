import { useId } from 'react';
import { CheckBoldIcon } from '#ui/icons.tsx';
import {
  FILTER_TAGS,
  type FilterTag,
  type ListingState,
  SORT_OPTIONS,
  sortParamOf,
  withTagToggled,
} from './listing-search-params.ts';

const TAG_LABELS: Record<FilterTag, string> = {
  matte: 'Matte',
  glossy: 'Glossy',
  textured: 'Textured',
  metallic: 'Metallic',
  holographic: 'Holographic',
  new: 'New',
  bestseller: 'Bestseller',
};

interface ListingToolbarProps {
  state: ListingState;
  /** The page's path and query string: the sort form keeps the query's other parameters. */
  pathname: string;
  search: string;
  hrefOf: (next: ListingState) => string;
  /** Shown once the list is in; "12 products". */
  total: number | null;
}

/**
 * Filters and sort, working before any script (decision 045): each filter is a link to the list
 * with that filter toggled, and the sort is a GET form, sent by its button where scripts do not
 * run and on choosing an option where they do (the page's early script: `data-submit-on-change`,
 * EARLY_TAPS_SCRIPT), whether or not the listing's island has hydrated.
 */
export function ListingToolbar({ state, pathname, search, hrefOf, total }: ListingToolbarProps) {
  const filterLabelId = useId();

  return (
    <div className="flex flex-col gap-3 border-neutral-200 border-y py-3 sm:gap-4 sm:py-4 lg:flex-row lg:items-center lg:justify-between">
      {/* One swipeable row on phones (py-1 keeps focus rings inside the scroller), wrapped above. */}
      <nav
        className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        aria-labelledby={filterLabelId}
      >
        <span id={filterLabelId} className="mr-1 shrink-0 font-medium text-neutral-500 text-sm">
          Filter
        </span>
        {FILTER_TAGS.map((tag) => {
          const isActive = state.tags.includes(tag);
          return (
            // A link to the list with this filter toggled; `aria-current` marks the ones on.
            <a
              key={tag}
              href={hrefOf(withTagToggled(state, tag))}
              aria-current={isActive ? 'true' : undefined}
              className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 font-medium text-sm transition ${
                isActive
                  ? 'bg-charcoal-900 text-white hover:bg-charcoal-700'
                  : 'bg-white text-neutral-700 ring-1 ring-neutral-300 hover:ring-neutral-500'
              }`}
            >
              {isActive && <CheckBoldIcon className="size-3.5" />}
              {TAG_LABELS[tag]}
            </a>
          );
        })}
      </nav>
      <div className="flex items-center justify-between gap-4 lg:justify-end">
        <p className="text-neutral-500 text-sm" aria-live="polite">
          {total === null ? '' : `${total} ${total === 1 ? 'product' : 'products'}`}
        </p>
        <SortForm state={state} pathname={pathname} search={search} />
      </div>
    </div>
  );
}

type SortFormProps = Omit<ListingToolbarProps, 'total' | 'hrefOf'>;

function SortForm({ state, pathname, search }: SortFormProps) {
  const sortId = useId();
  const current = sortParamOf(state.sort);
  // The form sends the query's other parameters (filters, utm_…) as they are; a new sort starts
  // again from page 1.
  const kept = [...new URLSearchParams(search)].filter(([key]) => key !== 'sort' && key !== 'page');

  return (
    <form method="get" action={pathname} className="flex items-center gap-2">
      {kept.map(([key, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the query's own order, fixed for the page
        <input key={index} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={sortId} className="font-medium text-neutral-500 text-sm">
        Sort by
      </label>
      {/* autoComplete off: a page come back to by Back shows its own sort, not the one chosen
          on it before leaving. */}
      <select
        id={sortId}
        name="sort"
        defaultValue={current}
        autoComplete="off"
        data-submit-on-change=""
        className="h-9 rounded-full border-0 bg-white py-0 pr-8 pl-3.5 font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 hover:ring-neutral-500"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.param} value={option.param}>
            {option.label}
          </option>
        ))}
      </select>
      {/* Where scripts run, choosing an option sorts; elsewhere this button sends the form. */}
      <button
        type="submit"
        className="hidden h-9 rounded-full bg-charcoal-900 px-3.5 font-medium text-sm text-white hover:bg-charcoal-700 noscript:inline-flex noscript:items-center"
      >
        Sort
      </button>
    </form>
  );
}
