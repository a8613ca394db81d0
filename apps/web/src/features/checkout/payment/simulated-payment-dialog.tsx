import { formatInr } from '@skins/shared';
import { useRef } from 'react';
import { Dialog, DialogDescription, DialogTitle } from '#ui/dialog.tsx';
import { PAYMENT_NOTICES } from './payment-messages.ts';

interface SimulatedPaymentDialogProps {
  razorpayOrderId: string;
  amountInPaise: number;
  isWorking: boolean;
  onPay: () => void;
  onFail: () => void;
  onCancel: () => void;
}

const BUTTON =
  'inline-flex h-12 items-center justify-center rounded-full px-6 font-semibold text-sm transition disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The simulated gateway (API.md § Payments, Modes): stands where Razorpay Checkout would, clearly
 * labelled, and lets the tester choose the outcome. Escape cancels, as closing Checkout does.
 */
export function SimulatedPaymentDialog({
  razorpayOrderId,
  amountInPaise,
  isWorking,
  onPay,
  onFail,
  onCancel,
}: SimulatedPaymentDialogProps) {
  const payRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      onClose={onCancel}
      closesOnBackdrop={false}
      initialFocusRef={payRef}
      hasDescription
      isBusy={isWorking}
      layerClassName="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6"
      backdropClassName="bg-charcoal-950/60 backdrop-blur-[2px]"
      className="relative w-full max-w-md rounded-t-3xl bg-white p-6 shadow-2xl sm:rounded-3xl sm:p-8"
    >
      <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 text-xs tracking-wide">
        TEST MODE
      </p>
      <DialogTitle className="mt-4 font-semibold text-neutral-900 text-xl tracking-tight">
        {PAYMENT_NOTICES.simulatedTitle}
      </DialogTitle>
      <DialogDescription className="mt-2 text-neutral-600 text-sm leading-6">
        This shop runs without a real payment gateway. Choose how this payment should end; no card
        is charged.
      </DialogDescription>
      <dl className="mt-5 space-y-2 rounded-2xl bg-neutral-50 p-4 text-sm ring-1 ring-neutral-900/5">
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-600">Amount</dt>
          <dd className="font-semibold text-neutral-900 tabular-nums">
            {formatInr(amountInPaise)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-600">Payment order</dt>
          <dd className="truncate font-mono text-neutral-700 text-xs">{razorpayOrderId}</dd>
        </div>
      </dl>
      <div className="mt-6 grid gap-3 sm:grid-cols-3">
        <button
          ref={payRef}
          type="button"
          onClick={onPay}
          disabled={isWorking}
          className={`${BUTTON} bg-charcoal-900 text-white hover:bg-charcoal-700`}
        >
          Pay
        </button>
        <button
          type="button"
          onClick={onFail}
          disabled={isWorking}
          className={`${BUTTON} bg-white text-red-700 ring-1 ring-red-200 hover:bg-red-50`}
        >
          Fail
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={isWorking}
          className={`${BUTTON} bg-white text-neutral-800 ring-1 ring-neutral-300 hover:bg-neutral-100`}
        >
          Cancel
        </button>
      </div>
      <p aria-live="polite" className="mt-4 min-h-5 text-center text-neutral-500 text-sm">
        {isWorking ? 'Processing…' : ''}
      </p>
    </Dialog>
  );
}
