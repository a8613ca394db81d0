import {
  ADMIN_STATUS_TARGETS,
  canMoveOrder,
  invoicedOrderKeptMessage,
  MARKED_PAID_METHODS,
  type Order,
  type OrderStatus,
} from '@skins/shared';
import { useState } from 'react';
import { useIsOwner } from '#features/admin/auth/api/admin-session.ts';
import { adminButton } from '#features/admin/components/admin-button.ts';
import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { type OrderMoveTarget, useUpdateOrderStatus } from '../api/update-order-status.ts';
import { ORDER_STATUS_LABELS } from '../order-badges.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { DeclineCancelDialog } from './decline-cancel-dialog.tsx';
import { DeleteOrderDialog } from './delete-order-dialog.tsx';
import { DeliverOrderDialog } from './deliver-order-dialog.tsx';
import { DetailCard } from './detail-card.tsx';
import { MarkPaidDialog } from './mark-paid-dialog.tsx';
import { ShipOrderDialog } from './ship-order-dialog.tsx';

function isMoveTarget(status: OrderStatus): status is OrderMoveTarget {
  return status !== 'Cancelled' && (ADMIN_STATUS_TARGETS as readonly string[]).includes(status);
}

/** The forward moves the transition table allows from `status`, nearest first. */
function movesFrom(status: OrderStatus): OrderMoveTarget[] {
  return ADMIN_STATUS_TARGETS.filter(isMoveTarget).filter((to) => canMoveOrder(status, to));
}

/** What staff may do to an order (decision 063): ship and deliver, each with its own call. */
const STAFF_MOVES: readonly OrderMoveTarget[] = ['Shipped', 'Delivered'];

/**
 * What the admin may do with the order now, from the shared transition table: move it forward
 * (shipping asks for the courier and AWB; delivering asks first, then has its own call), answer a cancel request
 * (declining says why), cancel it (refunding a payment), or delete it once cancelled.
 */
export function OrderActions({ order }: { order: Order }) {
  const [dialog, setDialog] = useState<
    'cancel' | 'delete' | 'ship' | 'deliver' | 'decline' | 'paid' | null
  >(null);
  const move = useUpdateOrderStatus(order._id);
  const { showToast } = useToast();
  // Cancelling, refunds, payments and other moves are the owner's: staff are not offered them.
  const isOwner = useIsOwner();
  const isRequested = order.status === 'CancelRequested';
  // A request is answered by accepting or declining it, not by moving the order on.
  const moves = (isRequested ? [] : movesFrom(order.status)).filter(
    (to) => isOwner || STAFF_MOVES.includes(to),
  );
  const canCancel = canMoveOrder(order.status, 'Cancelled');
  const isBusy = move.isPending;
  // Cash on delivery and manual orders are paid outside the gateway: the owner records it, at
  // any status the money can arrive in (Delivered included), until the order is cancelled.
  const awaitsPayment =
    (MARKED_PAID_METHODS as readonly string[]).includes(order.paymentMethod) &&
    order.paymentStatus === 'Pending' &&
    order.status !== 'Cancelled';
  const hasOwnersActions =
    isRequested || awaitsPayment || canCancel || order.status === 'Cancelled';

  const showMoved = (moved: Order) =>
    showToast({
      kind: 'success',
      message: `Order #${moved.number} marked as ${ORDER_STATUS_LABELS[moved.status].toLowerCase()}.`,
    });
  // A 409 (someone else moved it) carries the server's words; the order is refetched.
  const showRefusal = (error: unknown) =>
    showToast({
      kind: 'error',
      message: errorMessageOf(error, 'The order could not be updated. Try again.'),
    });

  function moveTo(status: OrderMoveTarget) {
    if (status === 'Shipped') {
      setDialog('ship');
      return;
    }
    if (status === 'Delivered') {
      setDialog('deliver');
      return;
    }
    move.mutate(status, { onSuccess: showMoved, onError: showRefusal });
  }

  function isPendingFor(status: OrderMoveTarget): boolean {
    return move.isPending && move.variables === status;
  }

  const moveButton = (status: OrderMoveTarget, index: number) => (
    <button
      key={status}
      type="button"
      onClick={() => moveTo(status)}
      disabled={isBusy}
      className={`${index === 0 ? adminButton.primary : adminButton.secondary} w-full`}
    >
      {isPendingFor(status) && <ButtonSpinner />}
      Mark as {ORDER_STATUS_LABELS[status].toLowerCase()}
    </button>
  );

  return (
    <DetailCard title="Actions">
      {!isOwner && hasOwnersActions && (
        <p className="mt-3 text-neutral-600 text-sm">
          Cancelling, refunds, payments and deleting are the owner’s.
        </p>
      )}
      {isOwner && isRequested && (
        <div className="mt-3 rounded-xl bg-orange-50 p-4 text-orange-950 text-sm ring-1 ring-orange-200">
          <p className="font-medium">The customer asked to cancel this order.</p>
          <p className="mt-1">
            Accept to cancel it, or decline with a reason the customer is mailed.
          </p>
          <div className="mt-3 flex flex-col gap-2">
            <button
              type="button"
              onClick={() => setDialog('cancel')}
              className={`${adminButton.danger} w-full`}
            >
              Accept and cancel
            </button>
            <button
              type="button"
              onClick={() => setDialog('decline')}
              className={`${adminButton.secondary} w-full`}
            >
              Decline request
            </button>
          </div>
        </div>
      )}

      {isOwner && awaitsPayment && (
        <div className="mt-3 rounded-xl bg-amber-50 p-4 text-amber-950 text-sm ring-1 ring-amber-200">
          <p className="font-medium">
            {order.paymentMethod === 'COD' ? 'Cash on delivery' : 'Manual payment'}: not paid yet.
          </p>
          <button
            type="button"
            onClick={() => setDialog('paid')}
            disabled={isBusy}
            className={`${adminButton.secondary} mt-3 w-full`}
          >
            Mark as paid
          </button>
        </div>
      )}

      {moves.length > 0 && <div className="mt-4 flex flex-col gap-2">{moves.map(moveButton)}</div>}

      {isOwner && canCancel && !isRequested && (
        <div className="mt-4 border-neutral-100 border-t pt-4">
          <button
            type="button"
            onClick={() => setDialog('cancel')}
            disabled={isBusy}
            className={`${adminButton.dangerQuiet} w-full`}
          >
            Cancel order
          </button>
        </div>
      )}

      {order.status === 'Delivered' && (
        <p className="mt-3 text-neutral-600 text-sm">Delivered orders are final.</p>
      )}

      {order.status === 'Cancelled' && order.invoiceNumber !== null && (
        <p className="mt-3 text-neutral-600 text-sm">
          Cancelled orders are final
          {order.paymentStatus === 'Refunded' ? '; the payment was refunded.' : '.'}{' '}
          {invoicedOrderKeptMessage(order.invoiceNumber)}
        </p>
      )}

      {isOwner && order.status === 'Cancelled' && order.invoiceNumber === null && (
        <>
          <p className="mt-3 text-neutral-600 text-sm">
            Cancelled orders are final
            {order.paymentStatus === 'Refunded' ? '; the payment was refunded.' : '.'} You may
            delete it.
          </p>
          <button
            type="button"
            onClick={() => setDialog('delete')}
            className={`${adminButton.dangerQuiet} mt-4 w-full`}
          >
            Delete order
          </button>
        </>
      )}

      {dialog === 'cancel' && (
        <CancelOrderDialog
          order={order}
          isAcceptingRequest={isRequested}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && <DeleteOrderDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'ship' && <ShipOrderDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'paid' && <MarkPaidDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'deliver' && <DeliverOrderDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'decline' && (
        <DeclineCancelDialog order={order} onClose={() => setDialog(null)} />
      )}
    </DetailCard>
  );
}
