import type { Campaign } from '@skins/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { TrashIcon } from '#ui/icons.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { adminButton } from '../components/admin-button.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { type DeleteCouponOutcome, useDeleteCoupon } from './api/delete-coupon.ts';

type DeletableCoupon = Pick<Campaign, '_id' | 'name' | 'active' | 'redemptions'>;

/**
 * Delete for a code never used; the server deactivates instead when orders used it or a
 * subscriber's welcome coupon refers to it, and the toast says which happened.
 */
export function DeleteCouponButton({ coupon }: { coupon: DeletableCoupon }) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteCoupon = useDeleteCoupon(coupon._id);
  const isUsed = coupon.redemptions > 0;

  // Used and already off: the server could only deactivate it again.
  if (isUsed && !coupon.active) return null;

  const close = () => {
    setIsConfirming(false);
    deleteCoupon.reset();
  };

  const confirm = () =>
    deleteCoupon.mutate(undefined, {
      onSuccess: (outcome) => {
        showToast({ kind: 'success', message: outcomeMessage(outcome, isUsed) });
        navigate(adminPaths.coupons());
      },
    });

  return (
    <>
      <button
        type="button"
        onClick={() => setIsConfirming(true)}
        className={adminButton.dangerQuiet}
      >
        {!isUsed && <TrashIcon className="size-4" />}
        {isUsed ? 'Deactivate' : 'Delete'}
      </button>
      {isConfirming && (
        <ConfirmDialog
          title={isUsed ? `Deactivate ${coupon.name}?` : `Delete ${coupon.name}?`}
          confirmLabel={isUsed ? 'Deactivate coupon' : 'Delete coupon'}
          tone="danger"
          isPending={deleteCoupon.isPending}
          error={
            deleteCoupon.isError
              ? errorMessageOf(deleteCoupon.error, 'The coupon could not be removed. Try again.')
              : null
          }
          onConfirm={confirm}
          onCancel={close}
        >
          {isUsed
            ? 'Orders have used this code, so it is kept for them and switched off: shoppers can no longer use it.'
            : 'The code is removed for good. If a subscriber’s welcome coupon refers to it, it is switched off instead.'}
        </ConfirmDialog>
      )}
    </>
  );
}

function outcomeMessage(outcome: DeleteCouponOutcome, isUsed: boolean): string {
  if (outcome === 'deleted') return 'Coupon deleted';
  return isUsed
    ? 'Coupon deactivated: it has been used, so orders keep it'
    : 'Coupon deactivated: a subscriber or an order refers to it, so it is kept';
}
