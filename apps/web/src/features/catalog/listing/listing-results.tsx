import { PRODUCT_PAGE_SIZE } from '@skins/shared';
import {
  type ChosenDevice,
  clearChosenDevice,
  DeviceFilterBar,
  openDevicePicker,
} from '#features/device/index.ts';
import { island } from '#lib/island.tsx';
import { Pagination } from '#ui/pagination.tsx';
import { ProductGridSkeleton } from '#ui/product-card-skeleton.tsx';
import { ProductGrid } from '#ui/product-grid.tsx';
import { QueryError } from '#ui/query-error.tsx';
import { materialOf } from '../materials/material-of.ts';
import { productHref, productTypeLabel } from '../product-links.ts';
import type { CardList } from '../results/card-list.ts';
import { type ApiRequest, useDeviceResults } from '../results/use-device-results.ts';
import {
  type ListingState,
  listingHref,
  withoutFilters,
  withPage,
} from './listing-search-params.ts';
import { ListingToolbar } from './listing-toolbar.tsx';

export interface ListingResultsProps {
  state: ListingState;
  /** The page's path and query string, for the links to other sorts, filters and pages. */
  pathname: string;
  search: string;
  /** What the page lists: the API request the server made for it. */
  request: ApiRequest;
  /** The server's answer for every device; null when it failed. */
  initial: CardList | null;
  /** The spec's message (§8) when the list fails. */
  errorMessage: string;
  /** A category's cards name their device; a product type's all share one. */
  showsDevice: boolean;
}

/**
 * A category's or product type's toolbar, grid and pagination (decision 045): every control a
 * link or a form, and the chosen device's own list once the island has hydrated.
 */
export function ListingResults(props: ListingResultsProps) {
  const { state, pathname, search, request, initial, errorMessage, showsDevice } = props;
  const results = useDeviceResults(request, initial);
  const hrefOf = (next: ListingState) => listingHref(pathname, search, next);
  const total = results.status === 'ready' ? results.list.total : null;

  return (
    <>
      <ListingToolbar
        state={state}
        pathname={pathname}
        search={search}
        hrefOf={hrefOf}
        total={total}
      />
      <DeviceFilterBar device={results.device} />
      <section aria-labelledby="listing-products-heading" className="mt-8">
        {/* Cards are h3s: this keeps the outline h1 → h2 → h3 for screen-reader navigation. */}
        <h2 id="listing-products-heading" className="sr-only">
          Products
        </h2>
        {results.status === 'pending' ? (
          <ProductGridSkeleton count={PRODUCT_PAGE_SIZE} />
        ) : results.status === 'error' ? (
          results.retry ? (
            <QueryError message={errorMessage} onRetry={results.retry} />
          ) : (
            <QueryError message={errorMessage} retryHref={hrefOf(state)} />
          )
        ) : results.list.data.length === 0 ? (
          <EmptyListing device={results.device} state={state} hrefOf={hrefOf} />
        ) : (
          <div
            aria-busy={results.isStale}
            className={`transition-opacity duration-200 ${results.isStale ? 'opacity-50' : ''}`}
          >
            <ProductGrid
              products={results.list.data}
              hrefOf={productHref}
              eyebrowOf={showsDevice ? productTypeLabel : undefined}
              materialOf={materialOf}
              eagerCount={4}
            />
            <div className="mt-14">
              <Pagination
                page={state.page}
                totalPages={results.list.totalPages}
                hrefOf={(page) => hrefOf(withPage(state, page))}
              />
            </div>
          </div>
        )}
      </section>
    </>
  );
}

/**
 * The listing's island. The server's page is the list for every device, and its links and sort
 * work without it: it hydrates when a device is chosen, to show that device's list and bar.
 */
export const ListingResultsIsland = island('listing', ListingResults, 'device');

interface EmptyListingProps {
  device: ChosenDevice | null;
  state: ListingState;
  hrefOf: (state: ListingState) => string;
}

const PRIMARY_ACTION =
  'mt-6 rounded-full bg-charcoal-900 px-6 py-3 font-medium text-sm text-white hover:bg-charcoal-700';

function EmptyListing({ device, state, hrefOf }: EmptyListingProps) {
  const hasFilters = state.tags.length > 0;
  const isPastEnd = !hasFilters && state.page > 1;
  if (device && !hasFilters && !isPastEnd) return <NothingForDevice device={device} />;
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
        <a href={hrefOf(withoutFilters(state))} className={PRIMARY_ACTION}>
          Clear filters
        </a>
      ) : (
        isPastEnd && (
          <a href={hrefOf(withPage(state, 1))} className={PRIMARY_ACTION}>
            Go to the first page
          </a>
        )
      )}
    </div>
  );
}

/** The device narrowed the list to nothing: say so, and offer another device or all of them. */
function NothingForDevice({ device }: { device: ChosenDevice }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-neutral-200">
      <h2 className="font-semibold text-neutral-900 text-xl">
        No skins for {device.model} here yet
      </h2>
      <p className="mt-2 max-w-md text-neutral-600">
        This collection has no designs cut for your device. Try another category, or see the skins
        for every device.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={clearChosenDevice}
          className="rounded-full bg-charcoal-900 px-6 py-3 font-medium text-sm text-white hover:bg-charcoal-700"
        >
          Show all devices
        </button>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={openDevicePicker}
          className="rounded-full px-6 py-3 font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 hover:ring-neutral-500"
        >
          Change device
        </button>
      </div>
    </div>
  );
}
