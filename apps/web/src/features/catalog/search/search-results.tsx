import { FULL_SEARCH_LIMIT, MESSAGES, type ShopCategory } from '@skins/shared';
import { type ChosenDevice, DeviceFilterBar } from '#features/device/index.ts';
import { island } from '#lib/island.tsx';
import { paths } from '#lib/paths.ts';
import { Pagination } from '#ui/pagination.tsx';
import { ProductGridSkeleton } from '#ui/product-card-skeleton.tsx';
import { ProductGrid } from '#ui/product-grid.tsx';
import { QueryError } from '#ui/query-error.tsx';
import { materialOf } from '../materials/material-of.ts';
import { productHref, productTypeLabel } from '../product-links.ts';
import type { CardList } from '../results/card-list.ts';
import { type ApiRequest, useDeviceResults } from '../results/use-device-results.ts';
import { searchPageHref } from './search-page-params.ts';

export interface SearchResultsProps {
  /** Trimmed, never blank: a blank search shows no results at all. */
  query: string;
  page: number;
  /** The server's answer for every device; null when it failed. */
  initial: CardList | null;
  /** The shop's categories (the database's, decision 067): where to go when nothing matches. */
  categories: readonly CategoryLink[];
}

/** GET /api/products/search/full, as the server asked it for the page. */
export function searchRequest(query: string, page: number): ApiRequest {
  return { path: '/products/search/full', query: { query, page, limit: FULL_SEARCH_LIMIT } };
}

/** The matches, the chosen device's own once the island has hydrated (decision 045). */
export function SearchResults({ query, page, initial, categories }: SearchResultsProps) {
  const results = useDeviceResults(searchRequest(query, page), initial);
  const { device } = results;

  if (results.status === 'pending') {
    return (
      <div className="mt-10">
        <DeviceFilterBar device={device} />
        <ProductGridSkeleton count={FULL_SEARCH_LIMIT} label="Searching" />
      </div>
    );
  }
  if (results.status === 'error') {
    return results.retry ? (
      <QueryError className="mt-10" message={MESSAGES.products.search} onRetry={results.retry} />
    ) : (
      <QueryError
        className="mt-10"
        message={MESSAGES.products.search}
        retryHref={searchPageHref({ query, page })}
      />
    );
  }
  const { data: products, total, totalPages } = results.list;
  if (products.length === 0) {
    return (
      <>
        <DeviceFilterBar device={device} />
        <NoResults isPastEnd={total > 0} query={query} device={device} categories={categories} />
      </>
    );
  }

  return (
    <section aria-labelledby="search-results-heading" className="mt-10">
      {/* Cards are h3s: this keeps the outline h1 → h2 → h3 for screen-reader navigation. */}
      <h2 id="search-results-heading" className="sr-only">
        Search results
      </h2>
      <DeviceFilterBar device={device} />
      <p className="mt-4 text-neutral-500 text-sm" aria-live="polite">
        {total} {total === 1 ? 'result' : 'results'}
      </p>
      <div
        aria-busy={results.isStale}
        className={`mt-6 transition-opacity ${results.isStale ? 'opacity-50' : ''}`}
      >
        <ProductGrid
          products={products}
          hrefOf={productHref}
          eyebrowOf={productTypeLabel}
          materialOf={materialOf}
          eagerCount={4}
          columnsClassName="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
        />
        <div className="mt-14">
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefOf={(next) => searchPageHref({ query, page: next })}
            label="Search results pages"
          />
        </div>
      </div>
    </section>
  );
}

/**
 * The search page's island: hydrates when a device is chosen, to show that device's results and
 * bar (the server's page is the list for every device, and its links work without it).
 */
export const SearchResultsIsland = island('search-results', SearchResults, 'device');

interface NoResultsProps {
  isPastEnd: boolean;
  query: string;
  device: ChosenDevice | null;
  categories: readonly CategoryLink[];
}

function NoResults({ isPastEnd, query, device, categories }: NoResultsProps) {
  return (
    <div className="mt-10 flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-neutral-200">
      <h2 className="font-semibold text-neutral-900 text-xl">{MESSAGES.search.noResults}</h2>
      {isPastEnd ? (
        <a
          href={searchPageHref({ query, page: 1 })}
          className="mt-6 rounded-full bg-charcoal-900 px-6 py-3 font-medium text-sm text-white hover:bg-charcoal-700"
        >
          Back to the first page
        </a>
      ) : (
        <>
          <p className="mt-2 max-w-md text-neutral-600">
            {device
              ? `Nothing that fits ${device.model} matches. Show all devices above, check the spelling, or browse a category.`
              : 'Check the spelling, try a shorter word, or browse a category instead.'}
          </p>
          <CategoryLinks categories={categories} className="mt-6 justify-center" />
        </>
      )}
    </div>
  );
}

/** A category as the search page links it: the island's props carry these two alone. */
export type CategoryLink = Pick<ShopCategory, 'slug' | 'name'>;

/**
 * Links to the shop's categories, in the bar's order under the owner's names and slugs
 * (decision 067): where to go when a search finds nothing.
 */
export function CategoryLinks({
  categories,
  className = '',
}: {
  categories: readonly CategoryLink[];
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Categories">
      {categories.map((category) => (
        <li key={category.slug}>
          <a
            href={paths.category(category.slug)}
            className="inline-flex h-9 items-center rounded-full bg-neutral-200/60 px-4 font-medium text-neutral-800 text-sm hover:bg-neutral-200"
          >
            {category.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
