import {
  formatInr,
  MARKED_PAID_METHODS,
  RefundReturnInputSchema,
  type Return,
  rupeesToPaise,
} from '@skins/shared';
import { type FormEvent, useRef, useState } from 'react';
import { ADMIN_DIALOG_FRAME } from '#features/admin/components/admin-dialog-frame.ts';
import { DialogFormActions } from '#features/admin/components/dialog-form-actions.tsx';
import { errorMessageOf, fieldErrorsOf } from '#features/admin/components/error-message.ts';
import { CHECK_FIELDS } from '#features/admin/components/form-errors.ts';
import { Dialog, DialogDescription, DialogTitle } from '#ui/dialog.tsx';
import { TextField } from '#ui/form-field.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { useAdminReturn } from './api/get-admin-return.ts';
import { useReturnStep } from './api/return-step.ts';

type RefundField = 'amount' | 'reference';
type RefundErrors = Partial<Record<RefundField, string>>;

const AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
const MESSAGES = {
  amount: 'Enter an amount in rupees, like 549 or 592.92, or leave it empty.',
  reference: 'Enter the UPI or bank transfer’s reference.',
} as const;

interface RefundReturnDialogProps {
  item: Return;
  /** The order's payment method: COD and manual orders are refunded by hand. */
  paymentMethod: string;
  /** After the refund, instead of `onClose` (which the cancel buttons call). */
  onRefunded: () => void;
  onClose: () => void;
}

/**
 * Refunds a return: through the gateway with a credit note, or, for an order paid outside it
 * (COD, manual), by recording the UPI or bank reference of the refund made by hand. The amount
 * starts at the server's default (the admin view's `refundDefault`: the items' price, tax and
 * share of the discount) once it has loaded; an empty amount leaves it to the server.
 */
export function RefundReturnDialog({
  item,
  paymentMethod,
  onRefunded,
  onClose,
}: RefundReturnDialogProps) {
  const refund = useReturnStep(item._id, item.orderId);
  const { showToast } = useToast();
  const amountRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const isByHand = (MARKED_PAID_METHODS as readonly string[]).includes(paymentMethod);
  const refundDefault = useAdminReturn(item._id).data?.refundDefault ?? null;
  // The amount is the default until the owner types one (null: untouched).
  const [typed, setTyped] = useState<{ amount: string | null; reference: string }>({
    amount: null,
    reference: '',
  });
  const values = {
    amount: typed.amount ?? (refundDefault === null ? '' : refundDefault.toFixed(2)),
    reference: typed.reference,
  };
  const [errors, setErrors] = useState<RefundErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The server may ask for a reference the payment method did not suggest (no gateway payment).
  const [isReferenceAsked, setIsReferenceAsked] = useState(isByHand);

  function change(field: RefundField, value: string) {
    setTyped((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(next: RefundErrors) {
    setErrors(next);
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const amount = values.amount.trim();
    const reference = values.reference.trim();
    const next: RefundErrors = {};
    if (amount !== '' && (!AMOUNT_PATTERN.test(amount) || Number(amount) <= 0))
      next.amount = MESSAGES.amount;
    if (isReferenceAsked && reference === '') next.reference = MESSAGES.reference;
    const parsed = RefundReturnInputSchema.safeParse({
      ...(amount === '' ? {} : { amount: Number(amount) }),
      ...(isReferenceAsked ? { reference } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (field === 'amount' || field === 'reference') next[field] ??= MESSAGES[field];
      }
    }
    if (Object.keys(next).length > 0 || !parsed.success) {
      showErrors(next);
      return;
    }
    refund.mutate(
      { step: 'refund', body: parsed.data },
      {
        onSuccess: (refunded) => {
          const { refund: done } = refunded;
          showToast({
            kind: 'success',
            message: done
              ? `Return ${refunded.number} refunded: ${formatInr(rupeesToPaise(done.amount))}.`
              : `Return ${refunded.number} refunded.`,
          });
          onRefunded();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          const placed: RefundErrors = {};
          const unplaced: string[] = [];
          for (const [path, message] of Object.entries(fields)) {
            if (path === 'amount' || path === 'reference') placed[path] = message;
            else unplaced.push(message);
          }
          if (placed.reference) setIsReferenceAsked(true);
          if (Object.keys(placed).length > 0) showErrors(placed);
          setFailure(
            Object.keys(fields).length > 0
              ? [...unplaced, ...(Object.keys(placed).length > 0 ? [CHECK_FIELDS] : [])].join(' ')
              : errorMessageOf(error, 'The return could not be refunded. Try again.'),
          );
        },
      },
    );
  }

  return (
    <Dialog
      onClose={onClose}
      closesOnBackdrop={false}
      initialFocusRef={amountRef}
      hasDescription
      isBusy={refund.isPending}
      {...ADMIN_DIALOG_FRAME}
    >
      <DialogTitle className="font-semibold text-lg text-neutral-900">
        Refund return {item.number}
      </DialogTitle>
      <DialogDescription className="mt-2 text-neutral-700 text-sm leading-relaxed">
        {isReferenceAsked
          ? 'This order was not paid through the payment gateway: refund the shopper by UPI or bank transfer first, then record its reference here. The shopper is mailed the refund.'
          : 'The amount goes back through the payment gateway, with a credit note for these items. The shopper is mailed the refund.'}
      </DialogDescription>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-5 space-y-4">
        <TextField
          id="refund-amount"
          label="Amount"
          labelNote="(optional)"
          prefix="Rs."
          inputMode="decimal"
          autoComplete="off"
          inputRef={amountRef}
          value={values.amount}
          error={errors.amount}
          extraDescribedBy="refund-amount-hint"
          onChange={(event) => change('amount', event.target.value)}
        />
        <p id="refund-amount-hint" className="-mt-2 text-neutral-500 text-xs">
          {refundDefault === null
            ? 'Empty: these items’ price, tax and share of the order’s discount, to the paisa.'
            : `Default ${formatInr(rupeesToPaise(refundDefault))}: these items’ price, tax and share of the order’s discount.`}{' '}
          Less keeps the rest back.
        </p>
        {isReferenceAsked && (
          <TextField
            id="refund-reference"
            label="UPI or bank reference"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            value={values.reference}
            error={errors.reference}
            onChange={(event) => change('reference', event.target.value)}
          />
        )}
        <DialogFormActions
          failure={failure}
          cancelLabel="Cancel"
          onCancel={onClose}
          submitLabel="Refund"
          isPending={refund.isPending}
        />
      </form>
    </Dialog>
  );
}
