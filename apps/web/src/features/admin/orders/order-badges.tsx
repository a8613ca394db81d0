import type { OrderStatus, PaymentStatus } from '@skins/shared';

/** The admin's words for each status; the text carries the meaning, the colour only helps. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Placed: 'Placed',
  Processing: 'Processing',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  CancelRequested: 'Cancel requested',
  Cancelled: 'Cancelled',
};

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  Pending: 'Pending',
  Completed: 'Paid',
  Failed: 'Failed',
  Refunded: 'Refunded',
};

// `relative` holds the badge's screen-reader text in place: inside a table that scrolls sideways,
// an absolutely placed sr-only span would otherwise widen the whole page on a phone.
const BADGE =
  'relative inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset';

// Warm tones for the statuses waiting on the shop (Placed, CancelRequested), cool for moving on.
const ORDER_TONES: Record<OrderStatus, string> = {
  Placed: 'bg-amber-50 text-amber-900 ring-amber-300',
  Processing: 'bg-sky-50 text-sky-800 ring-sky-200',
  Shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  Delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  CancelRequested: 'bg-orange-100 text-orange-900 ring-orange-300',
  Cancelled: 'bg-neutral-100 text-neutral-700 ring-neutral-300',
};

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  Pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  Completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Failed: 'bg-red-50 text-red-800 ring-red-200',
  Refunded: 'bg-violet-50 text-violet-800 ring-violet-200',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${BADGE} ${ORDER_TONES[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

/** "Payment: Paid" for screen readers, where the badge stands beside the order's status. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`${BADGE} ${PAYMENT_TONES[status]}`}>
      <span className="sr-only">Payment: </span>
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}
