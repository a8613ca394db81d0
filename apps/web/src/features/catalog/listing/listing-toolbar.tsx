import { type ProductSort, SORTS } from '@skins/shared';
import { useId } from 'react';
import { CheckBoldIcon } from '#ui/icons.tsx';
import {
  FILTER_TAGS,
  type FilterTag,
  type ListingState,
  SORT_OPTIONS,
  withSort,
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

const isSort = (value: string): value is ProductSort =>
  (SORTS as readonly string[]).includes(value);

interface ListingToolbarProps {
  state: ListingState;
  onChange: (next: ListingState) => void;
  /** Shown once the first answer is in; "12 products". */
  total: number | null;
}

export function ListingToolbar({ state, onChange, total }: ListingToolbarProps) {
  const sortId = useId();
  const filterLabelId = useId();

  return (
    <div className="flex flex-col gap-3 border-neutral-200 border-y py-3 sm:gap-4 sm:py-4 lg:flex-row lg:items-center lg:justify-between">
      {/* One swipeable row on phones (py-1 keeps focus rings inside the scroller), wrapped above. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a legend cannot sit inline in a flex row */}
      <div
        className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        role="group"
        aria-labelledby={filterLabelId}
      >
        <span id={filterLabelId} className="mr-1 shrink-0 font-medium text-neutral-500 text-sm">
          Filter
        </span>
        {FILTER_TAGS.map((tag) => {
          const isActive = state.tags.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={isActive}
              onClick={() => onChange(withTagToggled(state, tag))}
              className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 font-medium text-sm transition ${
                isActive
                  ? 'bg-charcoal-900 text-white hover:bg-charcoal-700'
                  : 'bg-white text-neutral-700 ring-1 ring-neutral-300 hover:ring-neutral-500'
              }`}
            >
              {isActive && <CheckBoldIcon className="size-3.5" />}
              {TAG_LABELS[tag]}
            </button>
          );
        })}
      </div>
      <div className="flex items-center justify-between gap-4 lg:justify-end">
        <p className="text-neutral-500 text-sm" aria-live="polite">
          {total === null ? '' : `${total} ${total === 1 ? 'product' : 'products'}`}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="font-medium text-neutral-500 text-sm">
            Sort by
          </label>
          <select
            id={sortId}
            value={state.sort}
            onChange={(event) => {
              const { value } = event.target;
              if (isSort(value)) onChange(withSort(state, value));
            }}
            className="h-9 rounded-full border-0 bg-white py-0 pr-8 pl-3.5 font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 hover:ring-neutral-500"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.sort} value={option.sort}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
