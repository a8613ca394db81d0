import { builtInCategory, categoryTypesSummary, MESSAGES, type ShopCategory } from '@skins/shared';
import { paths } from '#lib/paths.ts';
import { ArrowRightIcon } from '#ui/icons.tsx';
import { POPULAR_SEARCHES } from '../popular-searches.ts';

const SECTION_HEADING = 'font-semibold text-neutral-400 text-xs tracking-[0.18em] uppercase';

export function PopularSearches({ onPick }: { onPick: (term: string) => void }) {
  return (
    <section aria-labelledby="popular-searches-heading">
      <h3 id="popular-searches-heading" className={SECTION_HEADING}>
        Popular searches
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {POPULAR_SEARCHES.map((term) => (
          <li key={term}>
            <button
              type="button"
              onClick={() => onPick(term)}
              className="rounded-full bg-white/5 px-4 py-2 text-neutral-100 text-sm ring-1 ring-white/15 transition hover:bg-white/10 hover:ring-accent-300/60"
            >
              {term}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Shown before anything is typed: somewhere to go without knowing what to type. The shop's
 * categories in the bar's order, under the owner's names and slugs (decision 067); a built-in
 * one lists its devices, one the owner added has none.
 */
export function BrowseCategories({
  categories,
  onPick,
}: {
  categories: readonly ShopCategory[];
  onPick: () => void;
}) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="browse-categories-heading" className="mt-8">
      <h3 id="browse-categories-heading" className={SECTION_HEADING}>
        Browse by device
      </h3>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {categories.map((category) => {
          const builtIn = builtInCategory(category._id);
          return (
            <li key={category._id}>
              <a
                href={paths.category(category.slug)}
                onClick={onPick}
                className="block h-full rounded-2xl bg-white/[0.03] px-4 py-3 ring-1 ring-white/5 transition hover:bg-white/[0.07] hover:ring-white/15"
              >
                <span className="block font-medium text-sm text-white">{category.name}</span>
                {builtIn && (
                  <span className="mt-0.5 block text-neutral-400 text-xs leading-5">
                    {categoryTypesSummary(builtIn, ', ')}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface NoResultsProps {
  term: string;
  onRefine: () => void;
}

export function NoResults({ term, onRefine }: NoResultsProps) {
  return (
    <div className="flex flex-col items-center px-4 py-8 text-center">
      <p className="font-semibold text-lg text-white">{MESSAGES.search.noResults}</p>
      <p className="mt-2 max-w-sm text-neutral-400 text-sm leading-6">
        We couldn’t find a skin for “{term}”. Add your device model, a finish or a colour — for
        example “iPhone 15 matte black”.
      </p>
      <button
        type="button"
        onClick={onRefine}
        className="mt-5 rounded-full bg-white px-5 py-2.5 font-medium text-charcoal-900 text-sm transition hover:bg-accent-300"
      >
        {MESSAGES.search.tryMoreDetailed}
      </button>
    </div>
  );
}

// Name widths vary per row so the placeholder reads as a list, not a block.
const SKELETON_NAME_WIDTHS = ['w-3/5', 'w-4/5', 'w-1/2', 'w-2/3'] as const;

export function ResultsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-1">
      <span className="sr-only">{label}</span>
      {SKELETON_NAME_WIDTHS.map((width) => (
        <div
          key={width}
          aria-hidden="true"
          className="flex items-center gap-4 p-2 motion-safe:animate-pulse"
        >
          <div className="size-14 shrink-0 rounded-lg bg-white/10" />
          <div className="flex-1 space-y-2">
            <div className={`h-3.5 rounded bg-white/10 ${width}`} />
            <div className="h-3 w-2/5 rounded bg-white/[0.07]" />
          </div>
          <div className="h-3.5 w-16 rounded bg-white/10" />
        </div>
      ))}
    </div>
  );
}

interface ViewAllResultsProps {
  term: string;
  onPick: () => void;
  className?: string;
}

export function ViewAllResults({ term, onPick, className = '' }: ViewAllResultsProps) {
  return (
    <a
      href={paths.search(term)}
      onClick={onPick}
      className={`group inline-flex items-center justify-center gap-2 rounded-full bg-accent px-5 py-2.5 font-medium text-sm text-white transition hover:bg-accent/90 ${className}`}
    >
      {MESSAGES.search.viewAll}
      <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
    </a>
  );
}
