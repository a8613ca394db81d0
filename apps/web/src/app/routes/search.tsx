import { FULL_SEARCH_LIMIT } from '@skins/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { searchProductsQueryOptions } from '#features/catalog/api/search-products.ts';
import { parseSearchPageState } from '#features/catalog/search/search-page-params.ts';
import { SearchResultsPage } from '#features/catalog/search/search-results-page.tsx';
import { prefetchWhenUnlocked } from '#features/gate/gate-flag.ts';

/** `/search?query=…&page=…`; a blank query asks the server nothing (spec §5). */
export function createLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { query, page } = parseSearchPageState(new URL(request.url).searchParams);
    if (query) {
      await prefetchWhenUnlocked(
        queryClient,
        // Every device's results: the island asks for the chosen device's own (decision 045).
        searchProductsQueryOptions({ query, page, limit: FULL_SEARCH_LIMIT }),
      );
    }
    return null;
  };
}

export function Component() {
  return <SearchResultsPage />;
}
