import { DeclineCancelInputSchema, MAX_LENGTH, type Order } from '@skins/shared';
import { type FormEvent, useRef, useState } from 'react';
import { ADMIN_DIALOG_FRAME } from '#features/admin/components/admin-dialog-frame.ts';
import { DialogFormActions } from '#features/admin/components/dialog-form-actions.tsx';
import { errorMessageOf, fieldErrorsOf } from '#features/admin/components/error-message.ts';
import { Dialog, DialogDescription, DialogTitle } from '#ui/dialog.tsx';
import { controlClass, describedBy, errorIdOf, FieldShell } from '#ui/form-field.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { useDeclineCancel } from '../api/fulfil-order.ts';
import { ORDER_STATUS_LABELS } from '../order-badges.tsx';
import { closeIfOrderChanged } from './order-changed.ts';

const REASON_ID = 'decline-reason';
const REASON_MAX = MAX_LENGTH.customerNote;

/**
 * Declines the customer's cancel request with a reason, which the customer is mailed; the order
 * goes back to the status it had before (API.md § Orders, decline-cancel).
 */
export function DeclineCancelDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const decline = useDeclineCancel(order._id);
  const { showToast } = useToast();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = DeclineCancelInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(
        reason.trim() === ''
          ? 'Say why, for the customer.'
          : `Keep the reason to ${REASON_MAX} characters.`,
      );
      reasonRef.current?.focus();
      return;
    }
    decline.mutate(parsed.data, {
      onSuccess: (declined) => {
        showToast({
          kind: 'success',
          message: `Cancel request declined: order #${declined.number} is ${ORDER_STATUS_LABELS[declined.status].toLowerCase()}.`,
        });
        onClose();
      },
      onError: (refusal) => {
        if (closeIfOrderChanged(refusal, showToast, onClose)) return;
        const fieldError = fieldErrorsOf(refusal).reason;
        if (fieldError) {
          setError(fieldError);
          reasonRef.current?.focus();
        } else {
          setFailure(errorMessageOf(refusal, 'The request could not be declined. Try again.'));
        }
      },
    });
  }

  return (
    <Dialog
      onClose={onClose}
      closesOnBackdrop={false}
      initialFocusRef={reasonRef}
      hasDescription
      isBusy={decline.isPending}
      {...ADMIN_DIALOG_FRAME}
    >
      <DialogTitle className="font-semibold text-lg text-neutral-900">
        Decline the cancel request?
      </DialogTitle>
      <DialogDescription className="mt-2 text-neutral-700 text-sm leading-relaxed">
        Order #{order.number} goes on as before, and the customer is mailed your reason.
      </DialogDescription>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <FieldShell id={REASON_ID} label="Reason for the customer" error={error}>
          <textarea
            ref={reasonRef}
            id={REASON_ID}
            rows={4}
            maxLength={REASON_MAX}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && errorIdOf(REASON_ID), `${REASON_ID}-count`)}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            className={controlClass(Boolean(error), 'mt-2 px-4 py-3')}
          />
          <p id={`${REASON_ID}-count`} className="mt-1 text-right text-neutral-500 text-xs">
            {reason.length} / {REASON_MAX}
          </p>
        </FieldShell>
        <DialogFormActions
          failure={failure}
          cancelLabel="Keep the request"
          onCancel={onClose}
          submitLabel={'Decline request'}
          isPending={decline.isPending}
        />
      </form>
    </Dialog>
  );
}
