import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { type ListingState, listingHref, parseListingState } from './listing-search-params.ts';

/**
 * The listing state read from the URL, and the link of any other state (for the page's server
 * render: the listing is a document, decision 045, whose island gets the same as props).
 */
export function useListingUrl() {
  const { pathname, search } = useLocation();
  const state = useMemo(() => parseListingState(new URLSearchParams(search)), [search]);
  const hrefOf = (next: ListingState, at: string = pathname) => listingHref(at, search, next);
  return { state, pathname, search, hrefOf };
}
