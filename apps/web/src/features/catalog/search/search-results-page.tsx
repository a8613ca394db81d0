import { FULL_SEARCH_LIMIT } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { paths } from '#lib/paths.ts';
import { ProductGridSkeleton } from '#ui/product-card-skeleton.tsx';
import { useCategories } from '../api/get-categories.ts';
import { searchProductsQueryOptions } from '../api/search-products.ts';
import { toCardList } from '../results/card-list.ts';
import { parseSearchPageState } from './search-page-params.ts';
import { type CategoryLink, CategoryLinks, SearchResultsIsland } from './search-results.tsx';

/**
 * `/search?query=…`: every match, 10 per page, best first. A document (decision 045): the form
 * is a GET form, the results an island given the server's answer.
 */
export function SearchResultsPage() {
  const location = useLocation();
  const { query, page } = parseSearchPageState(new URLSearchParams(location.search));
  // The server's render fetched them for the header (entry-server.tsx): the database's, in order.
  const categories: CategoryLink[] = (useCategories().data ?? []).map(({ slug, name }) => ({
    slug,
    name,
  }));

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-24 sm:px-6 lg:px-8">
      <title>{query ? `Results for "${query}" — Skins` : 'Search — Skins'}</title>
      <p className="font-semibold text-accent text-xs tracking-[0.2em] uppercase">Search</p>
      <h1 className="mt-2 break-words font-semibold text-3xl text-neutral-900 tracking-tight sm:text-4xl">
        {query ? `Results for "${query}"` : 'Search the shop'}
      </h1>
      <SearchForm defaultQuery={query} />
      {query ? (
        <ServerResults query={query} page={page} categories={categories} />
      ) : (
        <div className="mt-10">
          <p className="text-neutral-600">
            Type a design, finish or device above — for example “marble”, “matte” or “iPhone 16”. Or
            start from a category:
          </p>
          <CategoryLinks categories={categories} className="mt-4" />
        </div>
      )}
    </div>
  );
}

function SearchForm({ defaultQuery }: { defaultQuery: string }) {
  const inputId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom does not know <search> (React warns in every test); the role says the same.
    <form
      method="get"
      action={paths.searchPage()}
      role="search"
      className="mt-6 flex max-w-xl gap-2"
    >
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="query"
        defaultValue={defaultQuery}
        maxLength={100}
        placeholder="Search skins"
        className="h-12 min-w-0 flex-1 rounded-full border-0 bg-white px-5 text-neutral-900 ring-1 ring-neutral-300 placeholder:text-neutral-500 hover:ring-neutral-500"
      />
      <button
        type="submit"
        className="h-12 shrink-0 rounded-full bg-charcoal-900 px-6 font-medium text-sm text-white hover:bg-charcoal-700"
      >
        Search
      </button>
    </form>
  );
}

/** The server's answer (every device's), handed to the results' island. */
function ServerResults({
  query,
  page,
  categories,
}: {
  query: string;
  page: number;
  categories: CategoryLink[];
}) {
  const result = useQuery(searchProductsQueryOptions({ query, page, limit: FULL_SEARCH_LIMIT }));
  if (result.isPending) {
    // Only where the page renders before its data (tests): the server waits for it.
    return (
      <div className="mt-10">
        <ProductGridSkeleton count={FULL_SEARCH_LIMIT} label="Searching" />
      </div>
    );
  }
  return (
    <SearchResultsIsland
      query={query}
      page={page}
      initial={result.data ? toCardList(result.data) : null}
      categories={categories}
    />
  );
}
