import type { Order } from '@skins/shared';
import { ConfirmDialog } from '#features/admin/components/confirm-dialog.tsx';
import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { useToast } from '#ui/toast/toast-context.tsx';
import { useDeliverOrder } from '../api/fulfil-order.ts';
import { closeIfOrderChanged } from './order-changed.ts';

/**
 * Marks the order delivered once the owner has read what that does: the customer is mailed, and
 * a delivered order is final (no undo). Asked like shipping and cancelling are (issue [14]).
 */
export function DeliverOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const deliver = useDeliverOrder(order._id);
  const { showToast } = useToast();
  const isShipped = order.status === 'Shipped';

  function confirm() {
    deliver.mutate(undefined, {
      onSuccess: (delivered) => {
        showToast({ kind: 'success', message: `Order #${delivered.number} marked as delivered.` });
        onClose();
      },
      onError: (error) => {
        closeIfOrderChanged(error, showToast, onClose);
      },
    });
  }

  return (
    <ConfirmDialog
      title={`Mark order #${order.number} as delivered?`}
      confirmLabel="Mark as delivered"
      isPending={deliver.isPending}
      error={
        deliver.isError
          ? errorMessageOf(deliver.error, 'The order could not be updated. Try again.')
          : null
      }
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>
        {order.user.firstName} {order.user.lastName} ({order.user.email}) is mailed that order #
        {order.number} has been delivered.
      </p>
      {!isShipped && (
        <p className="mt-2">
          It was never marked as shipped: no courier or AWB number is recorded for it.
        </p>
      )}
      <p className="mt-2">Delivered orders are final: this cannot be undone.</p>
    </ConfirmDialog>
  );
}
