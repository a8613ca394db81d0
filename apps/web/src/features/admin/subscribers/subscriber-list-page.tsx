import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminPaths } from '../admin-paths.ts';
import { adminButton } from '../components/admin-button.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminEmptyState } from '../components/admin-table.tsx';
import { DownloadCsvButton } from '../components/download-csv-button.tsx';
import { errorMessageOf, fieldErrorsOf } from '../components/error-message.ts';
import { ListSearch } from '../components/list-search.tsx';
import { useSubscriberList } from './api/list-subscribers.ts';
import { readSubscriberListParams } from './subscriber-list-params.ts';
import { SUBSCRIBER_STATUS_LABELS } from './subscriber-status.tsx';
import { SubscriberStatusFilter } from './subscriber-status-filter.tsx';
import { SubscribersTable } from './subscribers-table.tsx';

/** /admin/subscribers: the newsletter's list, newest first, by status and email; its CSV. */
export function SubscriberListPage() {
  const [searchParams] = useSearchParams();
  const params = readSubscriberListParams(searchParams);
  const subscribers = useSubscriberList(params);
  const isFiltered = params.status !== undefined || params.search !== undefined;

  const hrefOfPage = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const query = next.toString();
    return `${adminPaths.subscribers()}${query ? `?${query}` : ''}`;
  };

  return (
    <>
      <AdminPageHeader
        title="Subscribers"
        description={subscribers.data && describeTotal(subscribers.data.total, isFiltered)}
        actions={
          <DownloadCsvButton
            path="/subscribers/export"
            query={{ status: params.status, search: params.search }}
            fallbackFilename="subscribers.csv"
          />
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SubscriberStatusFilter active={params.status} />
        {/* Keyed by the URL, so "Show all subscribers" also empties the box. */}
        <ListSearch
          key={params.search ?? ''}
          label="Search subscribers by email"
          placeholder="Search by email"
        />
      </div>

      {subscribers.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading subscribers" />
        </div>
      ) : subscribers.isError ? (
        <QueryError
          message={
            fieldErrorsOf(subscribers.error).search ??
            errorMessageOf(subscribers.error, 'Could not load the subscribers.')
          }
          onRetry={() => void subscribers.refetch()}
          isRetrying={subscribers.isFetching}
        />
      ) : subscribers.data.data.length === 0 ? (
        <EmptyList
          total={subscribers.data.total}
          isFiltered={isFiltered}
          statusLabel={params.status && SUBSCRIBER_STATUS_LABELS[params.status]}
          search={params.search}
          firstPageHref={hrefOfPage(1)}
        />
      ) : (
        <div
          className={`space-y-6 transition-opacity ${subscribers.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={subscribers.isPlaceholderData}
        >
          <SubscribersTable subscribers={subscribers.data.data} />
          <Pagination
            page={subscribers.data.page}
            totalPages={subscribers.data.totalPages}
            hrefOf={hrefOfPage}
            label="Subscriber pages"
          />
        </div>
      )}
    </>
  );
}

function describeTotal(total: number, isFiltered: boolean): string {
  const noun = total === 1 ? 'subscriber' : 'subscribers';
  return isFiltered ? `${total} matching ${noun}` : `${total} ${noun}`;
}

interface EmptyListProps {
  total: number;
  isFiltered: boolean;
  statusLabel: string | undefined;
  search: string | undefined;
  firstPageHref: string;
}

function EmptyList({ total, isFiltered, statusLabel, search, firstPageHref }: EmptyListProps) {
  // A page past the last (an old link): the rest are still there.
  if (total > 0) {
    return (
      <AdminEmptyState title="Nothing on this page">
        <Link to={firstPageHref} className={`${adminButton.secondary} mt-2`}>
          Go to the first page
        </Link>
      </AdminEmptyState>
    );
  }
  if (isFiltered) {
    const what = [statusLabel && `“${statusLabel}”`, search && `“${search}”`]
      .filter(Boolean)
      .join(' and ');
    return (
      <AdminEmptyState title="No subscribers match">
        <p>No subscriber matches {what}.</p>
        <Link to={adminPaths.subscribers()} className={`${adminButton.secondary} mt-4`}>
          Show all subscribers
        </Link>
      </AdminEmptyState>
    );
  }
  return (
    <AdminEmptyState title="No subscribers yet">
      Shoppers who sign up for the newsletter appear here, each with a welcome coupon.
    </AdminEmptyState>
  );
}
