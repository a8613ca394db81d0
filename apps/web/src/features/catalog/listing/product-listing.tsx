import { PRODUCT_PAGE_SIZE } from '@skins/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Pagination } from '#ui/pagination.tsx';
import { ProductGridSkeleton } from '#ui/product-card-skeleton.tsx';
import { ProductGrid } from '#ui/product-grid.tsx';
import { QueryError } from '#ui/query-error.tsx';
import { materialOf } from '../materials/material-of.ts';
import { productHref, productTypeLabel } from '../product-links.ts';
import { ListingHeader } from './listing-header.tsx';
import { listingErrorMessage, listingQueryOptions } from './listing-query.ts';
import { type ListingState, withoutFilters, withPage } from './listing-search-params.ts';
import type { ListingTarget } from './listing-target.ts';
import { ListingToolbar } from './listing-toolbar.tsx';
import { useListingUrl } from './use-listing-url.ts';

interface ProductListingProps {
  target: ListingTarget;
}

/** A category or product-type page: header, toolbar, grid and pagination, all driven by the URL. */
export function ProductListing({ target }: ProductListingProps) {
  const { state, hrefOf, go } = useListingUrl();
  const query = useQuery({
    ...listingQueryOptions(target, state),
    // While the next page or filter loads, keep showing the current grid instead of a flash.
    placeholderData: keepPreviousData,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <ListingHeader
        target={target}
        hrefOf={(pathname) => hrefOf({ ...state, page: 1 }, pathname)}
      />
      <ListingToolbar state={state} onChange={go} total={query.data?.total ?? null} />
      <section aria-labelledby="listing-products-heading" className="mt-8">
        {/* Cards are h3s: this keeps the outline h1 → h2 → h3 for screen-reader navigation. */}
        <h2 id="listing-products-heading" className="sr-only">
          Products
        </h2>
        {query.isPending ? (
          <ProductGridSkeleton count={PRODUCT_PAGE_SIZE} />
        ) : query.isError && !query.data ? (
          <QueryError
            message={listingErrorMessage(target)}
            onRetry={() => query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : query.data.data.length === 0 ? (
          <EmptyListing
            state={state}
            hrefOf={hrefOf}
            onClearFilters={() => go(withoutFilters(state))}
          />
        ) : (
          <div
            aria-busy={query.isPlaceholderData}
            className={`transition-opacity duration-200 ${query.isPlaceholderData ? 'opacity-50' : ''}`}
          >
            <ProductGrid
              products={query.data.data}
              hrefOf={productHref}
              eyebrowOf={target.type ? undefined : productTypeLabel}
              materialOf={materialOf}
              eagerCount={4}
            />
            <div className="mt-14">
              <Pagination
                page={state.page}
                totalPages={query.data.totalPages}
                hrefOf={(page) => hrefOf(withPage(state, page))}
              />
            </div>
          </div>
        )}
      </section>
    </div>
  );
}

interface EmptyListingProps {
  state: ListingState;
  hrefOf: (state: ListingState) => string;
  onClearFilters: () => void;
}

function EmptyListing({ state, hrefOf, onClearFilters }: EmptyListingProps) {
  const hasFilters = state.tags.length > 0;
  const isPastEnd = !hasFilters && state.page > 1;
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-neutral-200">
      <h2 className="font-semibold text-neutral-900 text-xl">
        {hasFilters
          ? 'No skins match these filters'
          : isPastEnd
            ? 'This page is empty'
            : 'New skins are on their way'}
      </h2>
      <p className="mt-2 max-w-md text-neutral-600">
        {hasFilters
          ? 'Try fewer finishes, or clear the filters to see every design.'
          : isPastEnd
            ? 'There are fewer products than this page number. Start again from the first page.'
            : 'We are printing the first designs for these devices. Check back soon.'}
      </p>
      {hasFilters ? (
        <button
          type="button"
          onClick={onClearFilters}
          className="mt-6 rounded-full bg-charcoal-900 px-6 py-3 font-medium text-sm text-white hover:bg-charcoal-700"
        >
          Clear filters
        </button>
      ) : (
        isPastEnd && (
          <Link
            to={hrefOf(withPage(state, 1))}
            className="mt-6 rounded-full bg-charcoal-900 px-6 py-3 font-medium text-sm text-white hover:bg-charcoal-700"
          >
            Go to the first page
          </Link>
        )
      )}
    </div>
  );
}
