import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type ListingState,
  parseListingState,
  writeListingState,
} from './listing-search-params.ts';

/**
 * The listing state read from the URL, a link builder for any other state, and a way to move to
 * one. Every change is a new history entry, so Back returns to the previous sort, filter or page.
 */
export function useListingUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const state = useMemo(() => parseListingState(current), [current]);

  const hrefOf = useCallback(
    (next: ListingState, pathname: string = location.pathname) => {
      const search = writeListingState(next, current).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [current, location.pathname],
  );

  // Sorting and filtering happen at the toolbar: keep the shopper's scroll position there.
  const go = useCallback(
    (next: ListingState) => navigate(hrefOf(next), { preventScrollReset: true }),
    [navigate, hrefOf],
  );

  return { state, hrefOf, go };
}
