import type { AppliedCoupon } from '@skins/shared';
import { formatInr } from '@skins/shared';
import { useId, useState } from 'react';
import { Spinner } from '#ui/spinner.tsx';
import { type CheckoutLine, priceLines } from '../checkout-line.ts';
import type { PaymentState } from './payment-machine.ts';
import { PAYMENT_NOTICES } from './payment-messages.ts';
import { type PaymentMethodChoice, PaymentMethodChoiceFieldset } from './payment-method-choice.tsx';
import { PriceChangedNotice } from './price-changed-notice.tsx';
import { SimulatedPaymentDialog } from './simulated-payment-dialog.tsx';
import type { PaymentController } from './use-payment.ts';

export interface PaymentPanelProps {
  /** From `usePayment()`, called once by the page (the shipping form also reads `isBusy`). */
  payment: PaymentController;
  lines: readonly CheckoutLine[];
  /** The submitted shipping details; null until the shipping form is submitted. */
  shipping: unknown;
  coupon: AppliedCoupon | null;
  /** Why the order cannot be paid yet (e.g. an item no longer sold); disables Pay Now. */
  blockedReason?: string | null;
  /** Cash on delivery's limit when the shop takes it (store config); null: online only. */
  cod?: { maxOrderRupees: number } | null;
}

const WORKING_TEXT: Record<Extract<PaymentState, { status: 'working' }>['step'], string> = {
  preparing: 'Preparing your payment…',
  paying: 'Waiting for the payment to finish…',
  verifying: 'Confirming your payment…',
};

const workingText = (step: keyof typeof WORKING_TEXT, isCod: boolean) =>
  isCod ? 'Placing your order…' : WORKING_TEXT[step];

/** The payment step (spec §2 Checkout): the amount, Pay Now and what happened to the payment. */
export function PaymentPanel({
  payment,
  lines,
  shipping,
  coupon,
  blockedReason = null,
  cod = null,
}: PaymentPanelProps) {
  const titleId = useId();
  const reasonId = useId();
  const { state, pay, placeCod, simulated, isBusy } = payment;
  const amountInPaise = payableAmountInPaise(lines, coupon);
  const [chosen, setChosen] = useState<PaymentMethodChoice>('online');
  const isOverCodLimit =
    cod !== null && amountInPaise !== null && amountInPaise > cod.maxOrderRupees * 100;
  // Over the limit (the cart grew), cash on delivery is not on offer, whatever was chosen.
  const method: PaymentMethodChoice = cod && !isOverCodLimit ? chosen : 'online';
  const request = { lines, shipping, coupon };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-white p-5 ring-1 ring-neutral-900/5 sm:p-6"
    >
      <h2 id={titleId} className="font-semibold text-lg text-neutral-900">
        Payment
      </h2>
      <p className="mt-1 text-neutral-600 text-sm">
        {method === 'cod'
          ? 'Nothing is paid now: your order is placed as soon as you tap Place order.'
          : 'Pay securely by card, UPI or netbanking. Your order is placed once the payment is confirmed.'}
      </p>

      <div className="mt-5 flex items-baseline justify-between gap-4 border-neutral-200 border-t pt-4">
        <span className="font-medium text-neutral-700 text-sm">Amount payable</span>
        <span className="font-semibold text-neutral-900 text-xl tabular-nums">
          {amountInPaise === null ? '—' : formatInr(amountInPaise)}
        </span>
      </div>

      {cod && (
        <PaymentMethodChoiceFieldset
          value={method}
          onChange={setChosen}
          maxOrderRupees={cod.maxOrderRupees}
          isOverLimit={isOverCodLimit}
          disabled={isBusy}
        />
      )}

      <PaymentStatus state={state} isCod={method === 'cod'} />
      {blockedReason && (
        <p id={reasonId} className="mt-4 text-red-700 text-sm">
          {blockedReason}
        </p>
      )}

      <button
        type="button"
        onClick={() => void (method === 'cod' ? placeCod(request) : pay(request))}
        disabled={isBusy || blockedReason !== null}
        aria-busy={isBusy}
        aria-describedby={blockedReason ? reasonId : undefined}
        className="mt-5 inline-flex h-13 w-full items-center justify-center gap-2 rounded-full bg-accent px-8 font-semibold text-white transition hover:bg-amber-800 disabled:cursor-not-allowed disabled:bg-neutral-400"
      >
        {method === 'cod' ? 'Place order' : 'Pay Now'}
      </button>
      <p className="mt-3 text-center text-neutral-500 text-xs">
        {method === 'cod'
          ? 'You pay the courier in cash when your order arrives.'
          : 'Payments are processed by Razorpay. We never see your card details.'}
      </p>

      {simulated && (
        <SimulatedPaymentDialog
          razorpayOrderId={simulated.razorpayOrderId}
          amountInPaise={simulated.amountInPaise}
          isWorking={simulated.isWorking}
          onPay={() => void simulated.pay()}
          onFail={() => void simulated.fail()}
          onCancel={simulated.cancel}
        />
      )}
    </section>
  );
}

/** What the gateway will charge; null for lines that cannot be priced (Pay Now then says why). */
function payableAmountInPaise(
  lines: readonly CheckoutLine[],
  coupon: AppliedCoupon | null,
): number | null {
  try {
    return priceLines(lines, coupon).gatewayAmountInPaise;
  } catch {
    return null;
  }
}

function PaymentStatus({ state, isCod }: { state: PaymentState; isCod: boolean }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'working':
      return (
        <p className="mt-4 flex items-center gap-3 text-neutral-700 text-sm">
          <Spinner label={workingText(state.step, isCod)} className="[&_svg]:size-5" />
          <span aria-hidden="true">{workingText(state.step, isCod)}</span>
        </p>
      );
    case 'paid':
      return (
        <p role="status" className="mt-4 font-medium text-emerald-800 text-sm">
          {isCod ? 'Order placed. Opening your order…' : 'Payment received. Opening your order…'}
        </p>
      );
    case 'price-changed':
      return (
        <div className="mt-4">
          <PriceChangedNotice details={state.details} />
        </div>
      );
    case 'failed':
      return (
        <p
          role="alert"
          className="mt-4 rounded-2xl bg-red-50 px-4 py-3 font-medium text-red-800 text-sm ring-1 ring-red-200"
        >
          {state.message}
        </p>
      );
    case 'unconfirmed':
      return (
        <div className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200">
          <p role="alert" className="font-medium">
            {state.message}
          </p>
          <p className="mt-1">{PAYMENT_NOTICES.unconfirmed}</p>
        </div>
      );
  }
}
