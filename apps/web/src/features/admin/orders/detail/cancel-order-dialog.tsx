import { formatInr, type Order, rupeesToPaise } from '@skins/shared';
import { ConfirmDialog } from '#features/admin/components/confirm-dialog.tsx';
import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { isApiError } from '#lib/api-client.ts';
import { useToast } from '#ui/toast/toast-context.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';
import { closeIfOrderChanged } from './order-changed.ts';

interface CancelOrderDialogProps {
  order: Order;
  /** Accepting the customer's request reads differently from the shop's own cancel. */
  isAcceptingRequest: boolean;
  onClose: () => void;
}

/**
 * Cancels the order after saying what happens to the money: a completed payment is refunded
 * through the gateway before the order is cancelled (API.md § Orders).
 */
export function CancelOrderDialog({ order, isAcceptingRequest, onClose }: CancelOrderDialogProps) {
  const cancel = useCancelOrder(order._id);
  const { showToast } = useToast();
  const isRefunding = order.paymentStatus === 'Completed';
  const amount = formatInr(rupeesToPaise(order.amountPaid));

  function confirm() {
    cancel.mutate(undefined, {
      onSuccess: (cancelled) => {
        showToast({
          kind: 'success',
          message:
            cancelled.paymentStatus === 'Refunded'
              ? `Order #${cancelled.number} cancelled and ${amount} refunded.`
              : `Order #${cancelled.number} cancelled.`,
        });
        onClose();
      },
      onError: (error) => {
        closeIfOrderChanged(error, showToast, onClose);
      },
    });
  }

  return (
    <ConfirmDialog
      title={isAcceptingRequest ? `Accept the cancel request?` : `Cancel order #${order.number}?`}
      tone="danger"
      confirmLabel={isRefunding ? `Cancel and refund ${amount}` : 'Cancel order'}
      isPending={cancel.isPending}
      error={cancel.isError ? refusalOf(cancel.error) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>
        {isAcceptingRequest ? 'As the customer asked, order' : 'Order'} #{order.number} will be
        cancelled
        {isRefunding
          ? ` and the completed payment of ${amount} refunded to the customer through the payment gateway.`
          : '. No payment was completed, so nothing is refunded.'}
      </p>
      <p className="mt-2">This cannot be undone.</p>
    </ConfirmDialog>
  );
}

/** The server's words, with the gateway's own reason when a refund was refused. */
function refusalOf(error: unknown): string {
  const message = errorMessageOf(error, 'The order could not be cancelled. Try again.');
  const reason = isApiError(error) ? error.details?.gatewayDescription : undefined;
  return typeof reason === 'string' && reason ? `${message} (Gateway: ${reason})` : message;
}
