import { isReturnOpen, type Order, type Return } from '@skins/shared';
import { Link, useParams } from 'react-router';
import { adminButton } from '#features/admin/components/admin-button.ts';
import { AdminPageHeader } from '#features/admin/components/admin-page-header.tsx';
import { AdminEmptyState } from '#features/admin/components/admin-table.tsx';
import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { formatAdminDateTime } from '#features/admin/components/format.ts';
import { useOrder } from '#features/admin/orders/api/get-order.ts';
import { DetailCard } from '#features/admin/orders/detail/detail-card.tsx';
import { adminPaths } from '#lib/admin-paths.ts';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { useOrderReturns } from './api/get-order-returns.ts';
import { ReturnActions } from './return-actions.tsx';
import { ReturnHistory, ReturnMessages } from './return-conversation.tsx';
import { ReturnRequest } from './return-request.tsx';
import { ReturnSettlement } from './return-settlement.tsx';
import { HoursWaiting, ReturnStatusBadge } from './return-status.tsx';

const BACK = { to: adminPaths.returns(), label: 'Returns' };
const HOUR_MS = 60 * 60 * 1000;

/** Whole hours since the request while the return is open, as the queue counts them. */
function hoursWaitingOf(item: Return, now: number): number | null {
  if (!isReturnOpen(item.status)) return null;
  return Math.max(0, Math.floor((now - Date.parse(item.requestedAt)) / HOUR_MS));
}

/** /admin/orders/:orderId/returns/:returnId: one return in full, and the steps it allows now. */
export function ReturnDetailPage() {
  const { orderId = '', returnId = '' } = useParams();
  const returns = useOrderReturns(orderId);
  const order = useOrder(orderId);

  if (returns.isPending || order.isPending) {
    return (
      <>
        <AdminPageHeader title="Return" back={BACK} />
        <div className="flex justify-center py-16">
          <Spinner label="Loading the return" />
        </div>
      </>
    );
  }
  const error = returns.error ?? order.error;
  if (returns.isError || order.isError) {
    return (
      <>
        <AdminPageHeader title="Return" back={BACK} />
        <QueryError
          message={errorMessageOf(error, 'Could not load the return.')}
          onRetry={() => {
            void returns.refetch();
            void order.refetch();
          }}
          isRetrying={returns.isFetching || order.isFetching}
        />
      </>
    );
  }
  const item = returns.data.data.find((candidate) => candidate._id === returnId);
  if (!item) {
    return (
      <>
        <AdminPageHeader title="Return not found" back={BACK} />
        <AdminEmptyState title="There is no such return on this order">
          <Link to={adminPaths.returns()} className={`${adminButton.secondary} mt-4`}>
            Back to the returns
          </Link>
        </AdminEmptyState>
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title={`Return ${item.number}`}
        back={BACK}
        description={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span>
              Requested{' '}
              <time dateTime={item.requestedAt}>{formatAdminDateTime(item.requestedAt)}</time>
            </span>
            <ReturnStatusBadge status={item.status} />
            {isReturnOpen(item.status) && (
              <span className="flex items-center gap-1.5">
                Waiting{' '}
                <HoursWaiting
                  status={item.status}
                  hoursWaiting={hoursWaitingOf(item, Date.now())}
                />
              </span>
            )}
          </div>
        }
      />
      {/* On a phone what to do comes first; the request and its story follow. */}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:order-2">
          <ReturnActions item={item} paymentMethod={order.data.paymentMethod} />
          <ReturnSettlement item={item} />
          <ReturnCustomer order={order.data} />
        </div>
        <div className="space-y-6 lg:order-1 lg:col-span-2">
          <ReturnRequest item={item} />
          <ReturnMessages item={item} />
          <ReturnHistory item={item} />
        </div>
      </div>
    </>
  );
}

function ReturnCustomer({ order }: { order: Order }) {
  const { shippingInfo } = order;
  return (
    <DetailCard title="Customer">
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="sr-only">Name</dt>
          <dd className="font-medium text-neutral-900">
            {shippingInfo.firstName} {shippingInfo.lastName}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Email</dt>
          <dd className="truncate text-neutral-700">{shippingInfo.email}</dd>
        </div>
        <div>
          <dt className="sr-only">Phone</dt>
          <dd className="text-neutral-700">{shippingInfo.phone}</dd>
        </div>
        <div className="border-neutral-100 border-t pt-2">
          <dt className="text-neutral-500">Order</dt>
          <dd>
            <Link
              to={adminPaths.order(order._id)}
              className="font-medium text-accent hover:underline"
            >
              Order #{order.number}
            </Link>
            <span className="text-neutral-600"> · {order.paymentMethod}</span>
          </dd>
        </div>
      </dl>
    </DetailCard>
  );
}
