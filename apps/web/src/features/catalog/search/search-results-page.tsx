import { CATEGORIES, FULL_SEARCH_LIMIT, MESSAGES } from '@skins/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { paths } from '#lib/paths.ts';
import { Pagination } from '#ui/pagination.tsx';
import { ProductGridSkeleton } from '#ui/product-card-skeleton.tsx';
import { ProductGrid } from '#ui/product-grid.tsx';
import { QueryError } from '#ui/query-error.tsx';
import { searchProductsQueryOptions } from '../api/search-products.ts';
import { materialOf } from '../materials/material-of.ts';
import { productHref, productTypeLabel } from '../product-links.ts';
import { parseSearchPageState, searchPageHref } from './search-page-params.ts';

/** `/search?query=…`: every match, 10 per page, best first. */
export function SearchResultsPage() {
  const location = useLocation();
  const { query, page } = parseSearchPageState(new URLSearchParams(location.search));

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-24 sm:px-6 lg:px-8">
      <title>{query ? `Results for "${query}" — Skins` : 'Search — Skins'}</title>
      <p className="font-semibold text-accent text-xs tracking-[0.2em] uppercase">Search</p>
      <h1 className="mt-2 break-words font-semibold text-3xl text-neutral-900 tracking-tight sm:text-4xl">
        {query ? `Results for "${query}"` : 'Search the shop'}
      </h1>
      <SearchForm key={query} defaultQuery={query} />
      {query ? (
        <SearchResults query={query} page={page} />
      ) : (
        <div className="mt-10">
          <p className="text-neutral-600">
            Type a design, finish or device above — for example “marble”, “matte” or “iPhone 16”. Or
            start from a category:
          </p>
          <CategoryLinks className="mt-4" />
        </div>
      )}
    </div>
  );
}

function SearchForm({ defaultQuery }: { defaultQuery: string }) {
  const inputId = useId();
  return (
    <Form method="get" action="/search" role="search" className="mt-6 flex max-w-xl gap-2">
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
    </Form>
  );
}

function SearchResults({ query, page }: { query: string; page: number }) {
  const result = useQuery({
    ...searchProductsQueryOptions({ query, page, limit: FULL_SEARCH_LIMIT }),
    placeholderData: keepPreviousData,
  });

  if (result.isPending) {
    return (
      <div className="mt-10">
        <ProductGridSkeleton count={FULL_SEARCH_LIMIT} label="Searching" />
      </div>
    );
  }
  if (result.isError && !result.data) {
    return (
      <QueryError
        className="mt-10"
        message={MESSAGES.products.search}
        onRetry={() => result.refetch()}
        isRetrying={result.isFetching}
      />
    );
  }
  const { data: products, total, totalPages } = result.data;
  if (products.length === 0) return <NoResults isPastEnd={total > 0} query={query} />;

  return (
    <section aria-labelledby="search-results-heading" className="mt-10">
      {/* Cards are h3s: this keeps the outline h1 → h2 → h3 for screen-reader navigation. */}
      <h2 id="search-results-heading" className="sr-only">
        Search results
      </h2>
      <p className="text-neutral-500 text-sm" aria-live="polite">
        {total} {total === 1 ? 'result' : 'results'}
      </p>
      <div
        aria-busy={result.isPlaceholderData}
        className={`mt-6 transition-opacity ${result.isPlaceholderData ? 'opacity-50' : ''}`}
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

function NoResults({ isPastEnd, query }: { isPastEnd: boolean; query: string }) {
  return (
    <div className="mt-10 flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-neutral-200">
      <h2 className="font-semibold text-neutral-900 text-xl">{MESSAGES.search.noResults}</h2>
      {isPastEnd ? (
        <Link
          to={searchPageHref({ query, page: 1 })}
          className="mt-6 rounded-full bg-charcoal-900 px-6 py-3 font-medium text-sm text-white hover:bg-charcoal-700"
        >
          Back to the first page
        </Link>
      ) : (
        <>
          <p className="mt-2 max-w-md text-neutral-600">
            Check the spelling, try a shorter word, or browse a category instead.
          </p>
          <CategoryLinks className="mt-6 justify-center" />
        </>
      )}
    </div>
  );
}

function CategoryLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Categories">
      {CATEGORIES.map((category) => (
        <li key={category.slug}>
          <Link
            to={paths.category(category.slug)}
            className="inline-flex h-9 items-center rounded-full bg-neutral-200/60 px-4 font-medium text-neutral-800 text-sm hover:bg-neutral-200"
          >
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
