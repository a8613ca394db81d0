import type { Order, OrderHistoryEntry } from '@skins/shared';
import { formatAdminDateTime } from '#features/admin/components/format.ts';
import { ORDER_STATUS_LABELS } from '../order-badges.tsx';
import { ActivityCard } from './activity-card.tsx';

/** How the order was placed, by its payment method. */
function describePlacing(order: Order, by: string): string {
  switch (order.paymentMethod) {
    case 'Manual':
      return `Entered${by || ' by the shop'} as a manual order`;
    case 'COD':
      return 'Placed by the customer, to pay cash on delivery';
    default:
      return 'Placed and paid online by the customer';
  }
}

/**
 * What each step means. An admin's step names the admin (`actor`); one without came from the
 * customer (placing, asking to cancel) or, for a manual order, from the shop. A step back from a
 * cancel request to where the order was is the request declined (its note gives the reason); a
 * step at the status the order already had is a record, not a move.
 */
function describeEvent(
  { status, actor }: OrderHistoryEntry,
  order: Order,
  previous: OrderHistoryEntry | undefined,
): string {
  const by = actor ? ` by ${actor}` : '';
  if (previous?.status === 'CancelRequested' && status !== 'Cancelled') {
    return `Cancel request declined${by}; the order goes on`;
  }
  // No move: something recorded about the order where it stands (a payment received, a
  // shipment corrected), which its note says.
  if (previous?.status === status) return `Recorded${by}; the status stays`;
  switch (status) {
    case 'Placed':
      return describePlacing(order, by);
    case 'CancelRequested':
      return 'The customer asked to cancel';
    case 'Cancelled':
      return order.paymentStatus === 'Refunded'
        ? `Cancelled${by}; the payment was refunded`
        : `Cancelled${by}`;
    default:
      return `Marked as ${ORDER_STATUS_LABELS[status].toLowerCase()}${by}`;
  }
}

/** Every step of the order, oldest first: what, who, when, and what the step said. */
export function OrderHistory({ order }: { order: Order }) {
  return (
    <ActivityCard title="History" orderId={order._id}>
      {({ history }) => (
        <ol className="mt-4">
          {history.map((event, index, events) => {
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
                  <p className="text-neutral-600">
                    {describeEvent(event, order, events[index - 1])}
                  </p>
                  {event.note && <p className="break-words text-neutral-800">{event.note}</p>}
                  <p className="text-neutral-500 text-xs">
                    <time dateTime={event.at}>{formatAdminDateTime(event.at)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </ActivityCard>
  );
}
