import { formatShopDateTime, type OrderStatus, type PaymentStatus } from '@skins/shared';

/** How the shop names each status to shoppers. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Placed: 'Placed',
  Processing: 'Processing',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  CancelRequested: 'Cancellation requested',
  Cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  Pending: 'Pending',
  Completed: 'Completed',
  Failed: 'Failed',
  Refunded: 'Refunded',
};

/** The journey of an order that goes well, in order. */
export const ORDER_JOURNEY: readonly OrderStatus[] = [
  'Placed',
  'Processing',
  'Shipped',
  'Delivered',
];

const TONES: Record<OrderStatus, string> = {
  Placed: 'bg-sky-50 text-sky-800 ring-sky-200',
  Processing: 'bg-amber-50 text-amber-900 ring-amber-200',
  Shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  Delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  CancelRequested: 'bg-orange-50 text-orange-900 ring-orange-200',
  Cancelled: 'bg-neutral-100 text-neutral-700 ring-neutral-300',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 font-semibold text-xs ring-1 ${TONES[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** '2026-03-12T09:05:00Z' → '12 March 2026, 2:35 pm': the shop's customers are in India. */
export function formatOrderDateTime(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : formatShopDateTime(iso);
}
