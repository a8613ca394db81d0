import { Link, useParams } from 'react-router';
import { adminButton } from '#features/admin/components/admin-button.ts';
import { AdminPageHeader } from '#features/admin/components/admin-page-header.tsx';
import { AdminEmptyState } from '#features/admin/components/admin-table.tsx';
import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { formatAdminDateTime } from '#features/admin/components/format.ts';
import { adminPaths } from '#lib/admin-paths.ts';
import { isApiError } from '#lib/api-client.ts';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { useOrder } from '../api/get-order.ts';
import { OrderStatusBadge, PaymentStatusBadge } from '../order-badges.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderMessages } from './order-messages.tsx';
import { OrderCustomer, OrderPayment } from './order-parties.tsx';
import { OrderReturns } from './order-returns.tsx';
import { OrderShipment } from './order-shipment.tsx';

const BACK = { to: adminPaths.orders(), label: 'Orders' };

/** /admin/orders/:orderId: everything about one order, and what may be done with it now. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);

  // A 404 wins over cached data: the order was deleted (here or elsewhere) since.
  if (isApiError(order.error) && order.error.status === 404) {
    return (
      <>
        <AdminPageHeader title="Order not found" back={BACK} />
        <AdminEmptyState title="There is no such order">
          <p>It may have been deleted, or the link is wrong.</p>
          <Link to={adminPaths.orders()} className={`${adminButton.secondary} mt-4`}>
            Back to the orders
          </Link>
        </AdminEmptyState>
      </>
    );
  }
  if (order.isPending) {
    return (
      <>
        <AdminPageHeader title="Order" back={BACK} />
        <div className="flex justify-center py-16">
          <Spinner label="Loading the order" />
        </div>
      </>
    );
  }
  if (order.isError) {
    return (
      <>
        <AdminPageHeader title="Order" back={BACK} />
        <QueryError
          message={errorMessageOf(order.error, 'Could not load the order.')}
          onRetry={() => void order.refetch()}
          isRetrying={order.isFetching}
        />
      </>
    );
  }

  const data = order.data;
  return (
    <>
      <AdminPageHeader
        title={`Order #${data.number}`}
        back={BACK}
        description={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span>
              Placed <time dateTime={data.createdAt}>{formatAdminDateTime(data.createdAt)}</time>
            </span>
            <span className="flex items-center gap-2">
              <OrderStatusBadge status={data.status} />
              <PaymentStatusBadge status={data.paymentStatus} />
            </span>
          </div>
        }
      />
      {/* On a phone what to do comes first, then who it is for; the lines follow. */}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:order-2">
          <OrderActions order={data} />
          <OrderShipment order={data} />
          <OrderCustomer order={data} />
        </div>
        <div className="space-y-6 lg:order-1 lg:col-span-2">
          <OrderLines order={data} />
          <OrderReturns orderId={data._id} />
          <OrderPayment order={data} />
          <OrderHistory order={data} />
          <OrderMessages order={data} />
        </div>
      </div>
    </>
  );
}
