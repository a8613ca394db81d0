import type { Subscriber } from '@skins/shared';
import { useState } from 'react';
import { useToast } from '#ui/toast/toast-context.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { useUnsubscribeSubscriber } from './api/unsubscribe-subscriber.ts';

// Smaller than the page's buttons: one sits on every row.
const ROW_BUTTON =
  'inline-flex h-8 items-center rounded-lg bg-white px-3 font-medium text-neutral-800 text-xs ring-1 ring-neutral-300 transition hover:bg-neutral-50 hover:text-red-700';

/** Takes one address off the newsletter after a confirmation, e.g. when they asked by mail. */
export function UnsubscribeButton({
  subscriber,
}: {
  subscriber: Pick<Subscriber, '_id' | 'email'>;
}) {
  const { showToast } = useToast();
  const [isConfirming, setIsConfirming] = useState(false);
  const unsubscribe = useUnsubscribeSubscriber();

  const close = () => {
    setIsConfirming(false);
    unsubscribe.reset();
  };

  const confirm = () =>
    unsubscribe.mutate(subscriber._id, {
      onSuccess: (updated) => {
        setIsConfirming(false);
        showToast({ kind: 'success', message: `${updated.email} unsubscribed` });
      },
    });

  return (
    <>
      <button
        type="button"
        onClick={() => setIsConfirming(true)}
        aria-label={`Unsubscribe ${subscriber.email}`}
        className={ROW_BUTTON}
      >
        Unsubscribe
      </button>
      {isConfirming && (
        <ConfirmDialog
          title={`Unsubscribe ${subscriber.email}?`}
          confirmLabel="Unsubscribe"
          tone="danger"
          isPending={unsubscribe.isPending}
          error={
            unsubscribe.isError
              ? errorMessageOf(unsubscribe.error, 'Could not unsubscribe them. Try again.')
              : null
          }
          onConfirm={confirm}
          onCancel={close}
        >
          They get no more newsletters. Their welcome coupon stays theirs, and they can sign up
          again from the shop.
        </ConfirmDialog>
      )}
    </>
  );
}
