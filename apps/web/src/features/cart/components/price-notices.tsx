import { formatInr } from '@skins/shared';
import { AlertCircleIcon } from '#ui/icons.tsx';
import type { PriceChange } from '../hooks/use-fresh-prices.ts';

function priceChangeMessage(change: PriceChange): string {
  return `The price of ${change.name} changed from ${formatInr(change.fromInPaise)} to ${formatInr(change.toInPaise)}.`;
}

interface PriceNoticesProps {
  changes: readonly PriceChange[];
  onDismiss: () => void;
}

/**
 * Says which lines were re-priced by the fresh-price check. A polite live region that is always
 * present, so a change found while the cart is open is announced.
 */
export function PriceNotices({ changes, onDismiss }: PriceNoticesProps) {
  return (
    <div aria-live="polite">
      {changes.length > 0 && (
        <div className="flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 text-sm ring-1 ring-amber-200">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {changes.length === 1 ? 'A price has changed' : 'Some prices have changed'}
            </p>
            <ul className="mt-1 space-y-1 text-amber-900">
              {changes.map((change) => (
                <li key={change.productId}>{priceChangeMessage(change)}</li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            onClick={onDismiss}
            className="-my-1 -mr-1 rounded-full px-2 py-1 font-medium text-amber-900 text-xs underline-offset-4 hover:underline"
          >
            Got it
          </button>
        </div>
      )}
    </div>
  );
}
