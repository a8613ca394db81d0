import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type PageLinkComponent, Pagination } from '#ui/pagination.tsx';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { adminButton } from './admin-button.ts';
import { AdminEmptyState } from './admin-table.tsx';
import { errorMessageOf, fieldErrorsOf } from './error-message.ts';

/** The part of the API's list envelope a list page shows. */
interface ListPage<Item> {
  data: readonly Item[];
  page: number;
  total: number;
  totalPages: number;
}

interface AdminListResultsProps<Item> {
  /** The list's query, with the previous page kept as placeholder data while the next loads. */
  list: UseQueryResult<ListPage<Item>>;
  /** The list's address without parameters, e.g. `adminPaths.orders()`. */
  path: string;
  /** The spinner's name: 'Loading orders'. */
  loadingLabel: string;
  /** Said when the server gives no message of its own: 'Could not load the orders.' */
  errorFallback: string;
  /** The pages' navigation name: 'Orders pages'. */
  paginationLabel: string;
  /** Whether a search or a filter narrows the list. */
  isFiltered: boolean;
  /** Nothing matches the search or filters: what was asked, and a link to the whole list. */
  noMatch: { title: string; message?: ReactNode; showAllLabel: string };
  /** The list has nothing at all yet. */
  none: { title: string; children: ReactNode };
  /** One page of the list: the table, and anything said under it. */
  children: (items: readonly Item[]) => ReactNode;
}

/** A list page below its filters: loading, failed, empty, or one page of rows with the pages. */
export function AdminListResults<Item>({
  list,
  path,
  loadingLabel,
  errorFallback,
  paginationLabel,
  isFiltered,
  noMatch,
  none,
  children,
}: AdminListResultsProps<Item>) {
  const [searchParams] = useSearchParams();

  // Another page keeps the search and filters of the URL.
  const hrefOfPage = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const query = next.toString();
    return `${path}${query ? `?${query}` : ''}`;
  };

  if (list.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <QueryError
        // A search the server refuses (a space, a '%') says why under `details.fields.search`.
        message={fieldErrorsOf(list.error).search ?? errorMessageOf(list.error, errorFallback)}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  }
  if (list.data.data.length === 0) {
    // A page past the last (an old link, or rows deleted since): the rest are still there.
    if (list.data.total > 0) {
      return (
        <AdminEmptyState title="Nothing on this page">
          <Link to={hrefOfPage(1)} className={`${adminButton.secondary} mt-2`}>
            Go to the first page
          </Link>
        </AdminEmptyState>
      );
    }
    if (isFiltered) {
      return (
        <AdminEmptyState title={noMatch.title}>
          {noMatch.message && <p>{noMatch.message}</p>}
          <Link to={path} className={`${adminButton.secondary} mt-4`}>
            {noMatch.showAllLabel}
          </Link>
        </AdminEmptyState>
      );
    }
    return <AdminEmptyState title={none.title}>{none.children}</AdminEmptyState>;
  }
  return (
    <div
      className={`space-y-6 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
      aria-busy={list.isPlaceholderData}
    >
      {children(list.data.data)}
      <Pagination
        page={list.data.page}
        totalPages={list.data.totalPages}
        hrefOf={hrefOfPage}
        label={paginationLabel}
        linkComponent={RouterPageLink}
      />
    </div>
  );
}

/** '12 orders', or '3 matching orders' when a search or filter narrows the list. */
export function describeListTotal(
  total: number,
  noun: { one: string; many: string },
  isFiltered: boolean,
): string {
  const word = total === 1 ? noun.one : noun.many;
  return isFiltered ? `${total} matching ${word}` : `${total} ${word}`;
}

/** The filters a list was asked for, quoted: '“Placed” and “asha”'. */
export function quoteTerms(terms: readonly (string | undefined)[]): string {
  return terms
    .filter((term) => term)
    .map((term) => `“${term}”`)
    .join(' and ');
}

/** The admin is a client app: its pages move in the router, without a page load. */
const RouterPageLink: PageLinkComponent = ({ href, ...props }) => <Link to={href} {...props} />;
