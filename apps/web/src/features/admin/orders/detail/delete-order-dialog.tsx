import type { Order } from '@skins/shared';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '#features/admin/components/confirm-dialog.tsx';
import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { adminPaths } from '#lib/admin-paths.ts';
import { useToast } from '#ui/toast/toast-context.tsx';
import { useDeleteOrder } from '../api/delete-order.ts';
import { closeIfOrderChanged } from './order-changed.ts';

/** Deletes a cancelled order with its items and history, then goes back to the list. */
export function DeleteOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const remove = useDeleteOrder(order._id);
  const navigate = useNavigate();
  const { showToast } = useToast();

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast({ kind: 'success', message: `Order #${order.number} deleted.` });
        navigate(adminPaths.orders(), { replace: true });
      },
      onError: (error) => {
        closeIfOrderChanged(error, showToast, onClose);
      },
    });
  }

  return (
    <ConfirmDialog
      title={`Delete order #${order.number}?`}
      tone="danger"
      confirmLabel="Delete order"
      isPending={remove.isPending}
      error={
        remove.isError
          ? errorMessageOf(remove.error, 'The order could not be deleted. Try again.')
          : null
      }
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>
        The order, its items and its history are removed for good; it no longer appears in the list
        or its exports.
      </p>
    </ConfirmDialog>
  );
}
