import { useId } from 'react';
import { paths } from '#lib/paths.ts';
import { ArrowRightIcon } from '#ui/icons.tsx';

export const UNAVAILABLE_CHECKOUT_REASON =
  'Remove the items that are no longer available to check out.';

const CHECKOUT_CLASS =
  'flex h-13 w-full items-center justify-center gap-2 rounded-full font-semibold text-white transition';

interface CheckoutActionProps {
  hasUnavailableItems: boolean;
  /** The drawer closes as the shopper leaves for checkout (spec §2). */
  onNavigate?: () => void;
}

/** The Checkout button to /checkout; held back, with the reason, while a line can't be bought. */
export function CheckoutAction({ hasUnavailableItems, onNavigate }: CheckoutActionProps) {
  const reasonId = useId();
  if (hasUnavailableItems) {
    return (
      <div>
        <button
          type="button"
          disabled
          aria-describedby={reasonId}
          className={`${CHECKOUT_CLASS} cursor-not-allowed bg-neutral-300`}
        >
          Checkout
        </button>
        <p id={reasonId} className="mt-2 text-center text-red-700 text-xs">
          {UNAVAILABLE_CHECKOUT_REASON}
        </p>
      </div>
    );
  }
  return (
    <a
      href={paths.checkout()}
      onClick={onNavigate}
      className={`${CHECKOUT_CLASS} bg-charcoal-900 hover:bg-charcoal-700`}
    >
      Checkout
      <ArrowRightIcon className="size-5" />
    </a>
  );
}
