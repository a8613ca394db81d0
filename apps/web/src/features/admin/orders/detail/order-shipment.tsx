import { type Order, OTHER_COURIER } from '@skins/shared';
import { useState } from 'react';
import { adminButton } from '#features/admin/components/admin-button.ts';
import { formatAdminDateTime } from '#features/admin/components/format.ts';
import { DetailRow } from '#ui/detail-row.tsx';
import { DetailCard } from './detail-card.tsx';
import { ShipOrderDialog } from './ship-order-dialog.tsx';

/**
 * The courier, AWB and tracking page of a shipped order; while it is `Shipped` they can be
 * corrected (the customer is mailed the new ones).
 */
export function OrderShipment({ order }: { order: Order }) {
  const [isEditing, setIsEditing] = useState(false);
  const shipment = order.shipment;
  if (!shipment) return null;
  return (
    <DetailCard title="Shipment">
      <dl className="mt-3 space-y-2 text-sm">
        <DetailRow label="Courier">{shipment.courier}</DetailRow>
        <DetailRow label="AWB">
          <span className="break-all font-mono">{shipment.trackingNumber}</span>
        </DetailRow>
        <DetailRow label="Shipped">
          <time dateTime={shipment.shippedAt}>{formatAdminDateTime(shipment.shippedAt)}</time>
        </DetailRow>
      </dl>
      <a
        href={shipment.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-block break-all text-accent text-sm underline-offset-2 hover:underline"
      >
        {shipment.courier === OTHER_COURIER
          ? 'Open the tracking page'
          : `Track on ${shipment.courier}’s site`}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {order.status === 'Shipped' && (
        <button
          type="button"
          onClick={() => setIsEditing(true)}
          className={`${adminButton.secondary} mt-4 w-full`}
        >
          Edit tracking
        </button>
      )}
      {isEditing && <ShipOrderDialog order={order} onClose={() => setIsEditing(false)} />}
    </DetailCard>
  );
}
