import type { Order } from '@skins/shared';
import { ShipmentDialog } from '#features/admin/components/shipment-dialog.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { useShipOrder } from '../api/fulfil-order.ts';
import { closeIfOrderChanged } from './order-changed.ts';

/**
 * Courier and AWB for "Mark as shipped", or (on a shipped order) the same form prefilled to
 * correct them; the shopper is mailed the details either way (API.md § Shipping).
 */
export function ShipOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const isCorrecting = order.status === 'Shipped' && order.shipment !== null;
  const ship = useShipOrder(order._id);
  const { showToast } = useToast();

  return (
    <ShipmentDialog
      title={
        isCorrecting ? `Edit tracking of order #${order.number}` : `Ship order #${order.number}`
      }
      description={
        isCorrecting
          ? 'The customer is mailed the corrected courier and AWB.'
          : 'The customer is mailed the courier, the AWB and a link to track the parcel.'
      }
      submitLabel={isCorrecting ? 'Save tracking' : 'Mark as shipped'}
      shipment={order.shipment}
      isPending={ship.isPending}
      failureFallback="The order could not be shipped. Try again."
      onSubmit={(body, showRefusal) =>
        ship.mutate(body, {
          onSuccess: (shipped) => {
            showToast({
              kind: 'success',
              message: isCorrecting
                ? `Tracking of order #${shipped.number} updated.`
                : `Order #${shipped.number} marked as shipped.`,
            });
            onClose();
          },
          onError: (error) => {
            if (!closeIfOrderChanged(error, showToast, onClose)) showRefusal(error);
          },
        })
      }
      onClose={onClose}
    />
  );
}
