import type { OrderStatus } from '@skins/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminButton } from '#features/admin/components/admin-button.ts';
import {
  AdminListResults,
  describeListTotal,
  quoteTerms,
} from '#features/admin/components/admin-list-results.tsx';
import { AdminPageHeader } from '#features/admin/components/admin-page-header.tsx';
import { DownloadFileButton } from '#features/admin/components/download-file-button.tsx';
import { ListSearch } from '#features/admin/components/list-search.tsx';
import {
  type StatusFilterOption,
  StatusFilterPills,
} from '#features/admin/components/status-filter-pills.tsx';
import { adminPaths } from '#lib/admin-paths.ts';
import { useOrderList } from '../api/list-orders.ts';
import { ORDER_STATUS_LABELS } from '../order-badges.tsx';
import { BulkShipDialog } from './bulk-ship-dialog.tsx';
import { readOrderListParams } from './order-list-params.ts';
import { type OrderSelection, OrdersTable } from './orders-table.tsx';

// The statuses waiting on the shop come first, marked, so they are one tap away.
const STATUS_FILTERS: readonly StatusFilterOption<OrderStatus>[] = [
  { status: 'Placed', needsAction: true },
  { status: 'CancelRequested', needsAction: true },
  { status: 'Processing' },
  { status: 'Shipped' },
  { status: 'Delivered' },
  { status: 'Cancelled' },
];

/** /admin/orders: every order, newest first, by status and searchable; the CSV of what is shown. */
export function OrderListPage() {
  const [searchParams] = useSearchParams();
  const params = readOrderListParams(searchParams);
  const orders = useOrderList(params);
  const isFiltered = params.status !== undefined || params.search !== undefined;
  const statusLabel = params.status && ORDER_STATUS_LABELS[params.status];
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [isShipping, setIsShipping] = useState(false);
  const selection: OrderSelection = {
    selected,
    toggle: ({ number }) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(number)) next.add(number);
        return next;
      }),
  };

  return (
    <>
      <AdminPageHeader
        title="Orders"
        description={
          orders.data &&
          describeListTotal(orders.data.total, { one: 'order', many: 'orders' }, isFiltered)
        }
        actions={
          <>
            <button
              type="button"
              disabled={selected.size === 0}
              onClick={() => setIsShipping(true)}
              className={adminButton.primary}
            >
              Ship selected{selected.size > 0 && ` (${selected.size})`}
            </button>
            <DownloadFileButton
              path="/orders/export"
              query={{ status: params.status, search: params.search }}
              fallbackFilename="orders.csv"
            />
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-3">
        <StatusFilterPills
          legend="Show orders by status"
          allLabel="All orders"
          options={STATUS_FILTERS}
          labels={ORDER_STATUS_LABELS}
          active={params.status}
        />
        <ListSearch label="Search orders" placeholder="Order number, email or phone" />
      </div>

      <AdminListResults
        list={orders}
        path={adminPaths.orders()}
        loadingLabel="Loading orders"
        errorFallback="Could not load the orders."
        paginationLabel="Orders pages"
        isFiltered={isFiltered}
        noMatch={{
          title: 'No orders match',
          message: `No order matches ${quoteTerms([statusLabel, params.search])}.`,
          showAllLabel: 'Show all orders',
        }}
        none={{
          title: 'No orders yet',
          children: 'Orders appear here as soon as a customer pays at checkout.',
        }}
      >
        {(rows) => <OrdersTable orders={rows} selection={selection} />}
      </AdminListResults>
      {isShipping && (
        <BulkShipDialog
          numbers={[...selected]}
          onClose={() => setIsShipping(false)}
          onShipped={() => {
            setIsShipping(false);
            setSelected(new Set());
          }}
        />
      )}
    </>
  );
}
