import { PRODUCT_PAGE_SIZE } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { ProductGridSkeleton } from '#ui/product-card-skeleton.tsx';
import { toCardList } from '../results/card-list.ts';
import { ListingHeader } from './listing-header.tsx';
import { listingErrorMessage, listingQueryOptions, listingRequest } from './listing-query.ts';
import { ListingResultsIsland } from './listing-results.tsx';
import type { ListingTarget } from './listing-target.ts';
import { useListingUrl } from './use-listing-url.ts';

interface ProductListingProps {
  target: ListingTarget;
}

/**
 * A category or product-type page, all driven by the URL: a document (decision 045) whose
 * header is HTML and whose toolbar, grid and pagination are one island, given the list the
 * server fetched with the page.
 */
export function ProductListing({ target }: ProductListingProps) {
  const { state, pathname, search, hrefOf } = useListingUrl();
  const query = useQuery(listingQueryOptions(target, state));

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <ListingHeader
        target={target}
        hrefOf={(typePath) => hrefOf({ ...state, page: 1 }, typePath)}
      />
      {query.isPending ? (
        // Only where the page renders before its data (tests): the server waits for it.
        <ProductGridSkeleton count={PRODUCT_PAGE_SIZE} />
      ) : (
        <ListingResultsIsland
          state={state}
          pathname={pathname}
          search={search}
          request={listingRequest(target, state)}
          initial={query.data ? toCardList(query.data) : null}
          errorMessage={listingErrorMessage(target)}
          showsDevice={target.type === null}
        />
      )}
    </div>
  );
}
