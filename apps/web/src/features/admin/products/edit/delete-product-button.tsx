import { useState } from 'react';
import { useNavigate } from 'react-router';
import { adminButton } from '#features/admin/components/admin-button.ts';
import { ConfirmDialog } from '#features/admin/components/confirm-dialog.tsx';
import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { adminPaths } from '#lib/admin-paths.ts';
import { TrashIcon } from '#ui/icons.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { useDeleteProduct } from '../api/delete-product.ts';

interface DeleteProductButtonProps {
  productId: string;
  productName: string;
}

/**
 * Delete, after a confirmation. The server decides what happens: a product nobody ordered is
 * gone (back to the list); one with orders is only deactivated, and the admin stays on it.
 */
export function DeleteProductButton({ productId, productName }: DeleteProductButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const deletion = useDeleteProduct(productId);
  const navigate = useNavigate();
  const { showToast } = useToast();

  function confirm() {
    deletion.mutate(undefined, {
      onSuccess: (outcome) => {
        setIsConfirming(false);
        if (outcome === 'deleted') {
          showToast({ kind: 'success', message: 'Product deleted' });
          navigate(adminPaths.products());
        } else {
          showToast({
            kind: 'info',
            message: `${productName} has orders, so it was deactivated instead of deleted.`,
            durationMs: 6000,
          });
        }
      },
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          deletion.reset();
          setIsConfirming(true);
        }}
        className={adminButton.dangerQuiet}
      >
        <TrashIcon className="size-4" />
        Delete
      </button>
      {isConfirming && (
        <ConfirmDialog
          title={`Delete ${productName}?`}
          confirmLabel="Delete product"
          tone="danger"
          isPending={deletion.isPending}
          error={
            deletion.isError
              ? errorMessageOf(deletion.error, 'The product could not be deleted. Try again.')
              : null
          }
          onConfirm={confirm}
          onCancel={() => setIsConfirming(false)}
        >
          A product nobody has ordered is removed for good. One that has been ordered is deactivated
          instead: hidden from the shop, and still shown in its orders.
        </ConfirmDialog>
      )}
    </>
  );
}
