import type { ShopCategory } from '@skins/shared';
import type { ReactNode } from 'react';
import { QueryError } from '#ui/query-error.tsx';
import type { DebouncedSearch } from '../hooks/use-debounced-search.ts';
import {
  BrowseCategories,
  NoResults,
  PopularSearches,
  ResultsSkeleton,
} from './search-panel-states.tsx';

interface SearchPanelProps<T> {
  search: DebouncedSearch<T> & { retry: () => void };
  term: string;
  /** MESSAGES.search.suggestions or .perform (spec §8). */
  errorMessage: string;
  loadingLabel: string;
  isEmpty: (data: T) => boolean;
  renderResults: (data: T) => ReactNode;
  /** Above the results, e.g. "Showing 10 of 37". */
  renderSummary?: (data: T) => ReactNode;
  /** The shop's categories, listed before anything is typed (decision 067). */
  categories: readonly ShopCategory[];
  onChip: (term: string) => void;
  onRefine: () => void;
  onLeave: () => void;
}

/** One tab's content through the search's states: blank, waiting, failed, empty, found. */
export function SearchPanel<T>({
  search,
  term,
  errorMessage,
  loadingLabel,
  isEmpty,
  renderResults,
  renderSummary,
  categories,
  onChip,
  onRefine,
  onLeave,
}: SearchPanelProps<T>) {
  switch (search.status) {
    case 'idle':
      return (
        <>
          <PopularSearches onPick={onChip} />
          <BrowseCategories categories={categories} onPick={onLeave} />
        </>
      );
    case 'pending':
      // The last answer stays, dimmed, while the next loads: no flash of skeletons per keystroke.
      return search.previous === undefined || isEmpty(search.previous) ? (
        <ResultsSkeleton label={loadingLabel} />
      ) : (
        <div aria-busy="true" className="opacity-50 transition-opacity">
          {renderResults(search.previous)}
        </div>
      );
    case 'error':
      return <QueryError message={errorMessage} onRetry={search.retry} tone="dark" />;
    case 'success':
      if (isEmpty(search.data)) {
        return (
          <>
            <NoResults term={term} onRefine={onRefine} />
            <div className="mt-2 border-white/10 border-t pt-6">
              <PopularSearches onPick={onChip} />
            </div>
          </>
        );
      }
      return (
        <>
          {renderSummary?.(search.data)}
          {renderResults(search.data)}
        </>
      );
  }
}
