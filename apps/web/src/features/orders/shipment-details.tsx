import { type OrderStatus, OTHER_COURIER, type Shipment } from '@skins/shared';
import { formatOrderDateTime } from './order-status.tsx';

/**
 * The parcel's courier, AWB and a link to the courier's own tracking page (a new tab), and when
 * it was shipped: on the tracking page and the order's confirmation. Headed by where the parcel
 * is: on its way, or delivered.
 */
export function ShipmentDetails({
  shipment,
  status,
  className = '',
}: {
  shipment: Shipment;
  status: OrderStatus;
  className?: string;
}) {
  const courier = shipment.courier === OTHER_COURIER ? 'Courier' : shipment.courier;
  return (
    <section
      aria-label="Shipment"
      className={`rounded-2xl bg-neutral-50 p-4 ring-1 ring-neutral-200 sm:p-5 ${className}`}
    >
      <h3 className="font-semibold text-neutral-900">
        {status === 'Delivered' ? 'Delivered' : 'On its way'}
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-neutral-600">Courier</dt>
        <dd className="text-neutral-900">{courier}</dd>
        <dt className="text-neutral-600">AWB number</dt>
        <dd className="break-all font-mono text-neutral-900">{shipment.trackingNumber}</dd>
        <dt className="text-neutral-600">Shipped on</dt>
        <dd className="text-neutral-900">
          <time dateTime={shipment.shippedAt}>{formatOrderDateTime(shipment.shippedAt)}</time>
        </dd>
      </dl>
      <a
        href={shipment.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 flex h-11 items-center justify-center rounded-full bg-charcoal-900 px-5 font-semibold text-sm text-white transition hover:bg-charcoal-700 sm:inline-flex"
      >
        {shipment.courier === OTHER_COURIER ? 'Track your parcel' : `Track on ${shipment.courier}`}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
