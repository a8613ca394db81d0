import { formatInr, type PriceChangedDetails, rupeesToPaise } from '@skins/shared';
import { PAYMENT_NOTICES } from './payment-messages.ts';

/** 409 PRICE_CHANGED: the server's own figures, which Pay Now now charges. */
export function PriceChangedNotice({ details }: { details: PriceChangedDetails }) {
  const rows: [string, number][] = [
    ['Subtotal', rupeesToPaise(details.subtotal)],
    ...(details.discount > 0
      ? [['Discount', -rupeesToPaise(details.discount)] as [string, number]]
      : []),
    ['Tax', rupeesToPaise(details.tax)],
    ['Total', rupeesToPaise(details.total)],
  ];
  return (
    <div className="rounded-2xl bg-amber-50 p-4 text-amber-950 text-sm ring-1 ring-amber-200">
      <p role="alert" className="font-semibold">
        {PAYMENT_NOTICES.priceChanged}
      </p>
      <dl className="mt-3 space-y-1.5">
        {rows.map(([label, amountInPaise]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd className="tabular-nums">{formatInr(amountInPaise)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-amber-200 border-t pt-1.5 font-semibold">
          <dt>Amount payable</dt>
          <dd className="tabular-nums">{formatInr(details.amount * 100)}</dd>
        </div>
      </dl>
      <p className="mt-3">Press Pay Now to continue with these prices.</p>
    </div>
  );
}
