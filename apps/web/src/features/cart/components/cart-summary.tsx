import { type CartTotals, formatInr, taxLabelOf } from '@skins/shared';

interface CartSummaryProps {
  totals: Pick<CartTotals, 'subtotalInPaise' | 'taxInPaise' | 'totalInPaise' | 'taxByRate'>;
  className?: string;
}

/**
 * Subtotal, tax (8% of the subtotal, spec §9; each line's own rate, the rate named only while
 * one applies, decision 066) and total, in the shop's 'Rs. 1,234.00' form.
 */
export function CartSummary({ totals, className = '' }: CartSummaryProps) {
  return (
    <dl className={`space-y-2.5 text-sm ${className}`}>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-neutral-600">Subtotal</dt>
        <dd className="font-medium text-neutral-900 tabular-nums">
          {formatInr(totals.subtotalInPaise)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-neutral-600">{taxLabelOf(totals.taxByRate)}</dt>
        <dd className="font-medium text-neutral-900 tabular-nums">
          {formatInr(totals.taxInPaise)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-neutral-200 border-t pt-3">
        <dt className="font-semibold text-base text-neutral-900">Total</dt>
        <dd className="font-semibold text-base text-neutral-900 tabular-nums">
          {formatInr(totals.totalInPaise)}
        </dd>
      </div>
    </dl>
  );
}
