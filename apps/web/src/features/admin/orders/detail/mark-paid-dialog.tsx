import {
  formatInr,
  MarkPaidInputSchema,
  type Order,
  rupeesToPaise,
  wholeRupeesOf,
} from '@skins/shared';
import { type FormEvent, useRef, useState } from 'react';
import { ADMIN_DIALOG_FRAME } from '#features/admin/components/admin-dialog-frame.ts';
import { DialogFormActions } from '#features/admin/components/dialog-form-actions.tsx';
import { errorMessageOf, fieldErrorsOf } from '#features/admin/components/error-message.ts';
import { Dialog, DialogDescription, DialogTitle } from '#ui/dialog.tsx';
import { controlClass, describedBy, errorIdOf, FieldShell } from '#ui/form-field.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { useMarkPaid } from '../api/fulfil-order.ts';
import { closeIfOrderChanged } from './order-changed.ts';

const METHOD_ID = 'paid-method';
const REFERENCE_ID = 'paid-reference';
/** How the money came, as the history says it (the API takes any short text). */
const PAID_METHODS = ['Cash', 'UPI', 'Bank transfer', 'Card'] as const;

/**
 * Records that a cash-on-delivery or manual order's money arrived (API.md § Orders, payment):
 * how it was paid and a reference (a UTR, a receipt number) go into the order's history, and
 * the tax invoice is issued with it.
 */
export function MarkPaidDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const markPaid = useMarkPaid(order._id);
  const { showToast } = useToast();
  const methodRef = useRef<HTMLSelectElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  const [method, setMethod] = useState<string>(order.paymentMethod === 'COD' ? 'Cash' : 'UPI');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ method?: string; reference?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  // What is collected: the total in whole rupees, as the server records it (and the COD mail asks).
  const amount = formatInr(wholeRupeesOf(rupeesToPaise(order.total)) * 100);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = MarkPaidInputSchema.safeParse({ paymentStatus: 'Completed', method, reference });
    if (!parsed.success) {
      setErrors({ reference: 'Keep the reference to 100 characters.' });
      referenceRef.current?.focus();
      return;
    }
    markPaid.mutate(parsed.data, {
      onSuccess: (paid) => {
        showToast({ kind: 'success', message: `Order #${paid.number} marked as paid.` });
        onClose();
      },
      onError: (refusal) => {
        if (closeIfOrderChanged(refusal, showToast, onClose)) return;
        const fields = fieldErrorsOf(refusal);
        if (fields.method || fields.reference) {
          setErrors({ method: fields.method, reference: fields.reference });
        } else {
          setFailure(errorMessageOf(refusal, 'The payment could not be recorded. Try again.'));
        }
      },
    });
  }

  return (
    <Dialog
      onClose={onClose}
      closesOnBackdrop={false}
      initialFocusRef={methodRef}
      hasDescription
      isBusy={markPaid.isPending}
      {...ADMIN_DIALOG_FRAME}
    >
      <DialogTitle className="font-semibold text-lg text-neutral-900">
        Mark order #{order.number} as paid?
      </DialogTitle>
      <DialogDescription className="mt-2 text-neutral-700 text-sm leading-relaxed">
        Record that {amount} arrived. The tax invoice is issued with it, and the order's history
        keeps how it was paid.
      </DialogDescription>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <FieldShell id={METHOD_ID} label="Paid by" error={errors.method}>
          <select
            ref={methodRef}
            id={METHOD_ID}
            value={method}
            aria-invalid={errors.method ? true : undefined}
            aria-describedby={describedBy(errors.method && errorIdOf(METHOD_ID))}
            onChange={(event) => setMethod(event.target.value)}
            className={controlClass(Boolean(errors.method), 'mt-2 h-11 px-3')}
          >
            {PAID_METHODS.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </FieldShell>
        <FieldShell
          id={REFERENCE_ID}
          label="Reference"
          labelNote="(a UTR or receipt number; optional)"
          error={errors.reference}
        >
          <input
            ref={referenceRef}
            id={REFERENCE_ID}
            value={reference}
            maxLength={100}
            autoComplete="off"
            aria-invalid={errors.reference ? true : undefined}
            aria-describedby={describedBy(errors.reference && errorIdOf(REFERENCE_ID))}
            onChange={(event) => {
              setReference(event.target.value);
              setErrors({});
            }}
            className={controlClass(Boolean(errors.reference), 'mt-2 h-11 px-3')}
          />
        </FieldShell>
        <DialogFormActions
          failure={failure}
          cancelLabel="Keep it unpaid"
          onCancel={onClose}
          submitLabel="Mark as paid"
          isPending={markPaid.isPending}
        />
      </form>
    </Dialog>
  );
}
