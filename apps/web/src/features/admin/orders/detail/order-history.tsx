import type { Order, OrderStatus } from '@skins/shared';
import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { formatAdminDateTime } from '#features/admin/components/format.ts';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { useOrderHistory } from '../api/get-order-history.ts';
import { ORDER_STATUS_LABELS } from '../order-badges.tsx';
import { DetailCard } from './detail-card.tsx';

/**
 * What each event means. The history records the status and the time only; who made the change
 * follows from the contract (only the shopper asks to cancel, only the shop moves an order on).
 */
function describeEvent(status: OrderStatus, order: Order): string {
  switch (status) {
    case 'Placed':
      return order.paymentMethod === 'Manual'
        ? 'Entered by the shop as a manual order'
        : 'Placed and paid online by the customer';
    case 'CancelRequested':
      return 'The customer asked to cancel';
    case 'Cancelled':
      return order.paymentStatus === 'Refunded'
        ? 'Cancelled; the payment was refunded'
        : 'Cancelled';
    default:
      return `Marked as ${ORDER_STATUS_LABELS[status].toLowerCase()}`;
  }
}

/** Every status the order has had, oldest first, with when. */
export function OrderHistory({ order }: { order: Order }) {
  const history = useOrderHistory(order._id);
  return (
    <DetailCard title="History">
      {history.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading the history" />
        </div>
      ) : history.isError ? (
        <QueryError
          className="mt-4 py-6"
          message={errorMessageOf(history.error, 'Could not load the history.')}
          onRetry={() => void history.refetch()}
          isRetrying={history.isFetching}
        />
      ) : (
        <ol className="mt-4">
          {history.data.history.map((event, index, events) => {
            const isLatest = index === events.length - 1;
            return (
              <li
                key={`${event.status}-${event.at}`}
                className="relative flex gap-3 pb-5 last:pb-0"
              >
                {!isLatest && (
                  <span
                    aria-hidden="true"
                    className="absolute top-4 bottom-0 left-[5px] w-px bg-neutral-200"
                  />
                )}
                <span
                  aria-hidden="true"
                  className={`relative mt-1.5 size-[11px] shrink-0 rounded-full ring-2 ring-white ${
                    isLatest ? 'bg-accent' : 'bg-neutral-300'
                  }`}
                />
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-neutral-900">
                    {ORDER_STATUS_LABELS[event.status]}
                  </p>
                  <p className="text-neutral-600">{describeEvent(event.status, order)}</p>
                  <p className="text-neutral-500 text-xs">
                    <time dateTime={event.at}>{formatAdminDateTime(event.at)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </DetailCard>
  );
}
