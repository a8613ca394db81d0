import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { QueryError } from '../../../../components/ui/query-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { adminButton } from '../../components/admin-button.ts';
import { AdminPageHeader } from '../../components/admin-page-header.tsx';
import { AdminEmptyState } from '../../components/admin-table.tsx';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { errorMessageOf } from '../../components/error-message.ts';
import { ListSearch } from '../../components/list-search.tsx';
import { useOrderList } from '../api/list-orders.ts';
import { ORDER_STATUS_LABELS } from '../order-badges.tsx';
import { readOrderListParams } from './order-list-params.ts';
import { OrderStatusFilter } from './order-status-filter.tsx';
import { OrdersTable } from './orders-table.tsx';

/** /admin/orders: every order, newest first, by status and searchable; the CSV of what is shown. */
export function OrderListPage() {
  const [searchParams] = useSearchParams();
  const params = readOrderListParams(searchParams);
  const orders = useOrderList(params);
  const isFiltered = params.status !== undefined || params.search !== undefined;

  const hrefOfPage = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const query = next.toString();
    return `${adminPaths.orders()}${query ? `?${query}` : ''}`;
  };

  return (
    <>
      <AdminPageHeader
        title="Orders"
        description={orders.data && describeTotal(orders.data.total, isFiltered)}
        actions={
          <DownloadCsvButton
            path="/orders/export"
            query={{ status: params.status, search: params.search }}
            fallbackFilename="orders.csv"
          />
        }
      />
      <div className="mb-4 flex flex-col gap-3">
        <OrderStatusFilter active={params.status} />
        {/* Keyed by the term: "Show all orders" clears the URL, and the box must follow. */}
        <ListSearch
          key={params.search ?? ''}
          label="Search orders"
          placeholder="Order number, email or phone"
        />
      </div>

      {orders.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading orders" />
        </div>
      ) : orders.isError ? (
        <QueryError
          message={errorMessageOf(orders.error, 'Could not load the orders.')}
          onRetry={() => void orders.refetch()}
          isRetrying={orders.isFetching}
        />
      ) : orders.data.data.length === 0 ? (
        <EmptyList
          total={orders.data.total}
          isFiltered={isFiltered}
          statusLabel={params.status && ORDER_STATUS_LABELS[params.status]}
          search={params.search}
          firstPageHref={hrefOfPage(1)}
        />
      ) : (
        <div
          className={`space-y-6 transition-opacity ${orders.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={orders.isPlaceholderData}
        >
          <OrdersTable orders={orders.data.data} />
          <Pagination
            page={orders.data.page}
            totalPages={orders.data.totalPages}
            hrefOf={hrefOfPage}
            label="Orders pages"
          />
        </div>
      )}
    </>
  );
}

function describeTotal(total: number, isFiltered: boolean): string {
  const noun = total === 1 ? 'order' : 'orders';
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
  // A page past the last (an old link, or orders deleted since): the rest are still there.
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
      <AdminEmptyState title="No orders match">
        <p>No order matches {what}.</p>
        <Link to={adminPaths.orders()} className={`${adminButton.secondary} mt-4`}>
          Show all orders
        </Link>
      </AdminEmptyState>
    );
  }
  return (
    <AdminEmptyState title="No orders yet">
      Orders appear here as soon as a customer pays at checkout.
    </AdminEmptyState>
  );
}
