import { MAX_LINE_QUANTITY } from '@skins/shared';
import { MinusIcon, PlusIcon } from '#ui/icons.tsx';

interface QuantityStepperProps {
  quantity: number;
  itemName: string;
  onDecrease: () => void;
  onIncrease: () => void;
  isDisabled?: boolean;
  size?: 'sm' | 'md';
}

const BUTTON =
  'inline-flex items-center justify-center rounded-full text-neutral-700 transition hover:bg-neutral-100 hover:text-neutral-950 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent';

/**
 * Minus and plus around the quantity. Minus stays enabled at 1 on purpose: pressing it there
 * explains how to remove the line (spec §5) instead of silently doing nothing.
 */
export function QuantityStepper({
  quantity,
  itemName,
  onDecrease,
  onIncrease,
  isDisabled = false,
  size = 'sm',
}: QuantityStepperProps) {
  // 'md' grows from the small breakpoint: on a phone the full layout has the drawer's width.
  const buttonSize = size === 'sm' ? 'size-8' : 'size-8 sm:size-10';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and form styling; a labelled group is the stepper's usual pattern.
    <div
      role="group"
      aria-label={`Quantity of ${itemName}`}
      className="inline-flex items-center rounded-full bg-white p-0.5 ring-1 ring-neutral-200"
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        onClick={onDecrease}
        disabled={isDisabled}
        className={`${BUTTON} ${buttonSize} ${quantity <= 1 ? 'text-neutral-400' : ''}`}
      >
        <MinusIcon className="size-4" />
      </button>
      <output
        aria-live="polite"
        aria-label="Quantity"
        className={`min-w-8 text-center font-semibold text-neutral-900 tabular-nums ${size === 'sm' ? 'text-sm' : 'text-sm sm:text-base'}`}
      >
        {quantity}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        onClick={onIncrease}
        disabled={isDisabled || quantity >= MAX_LINE_QUANTITY}
        className={`${BUTTON} ${buttonSize}`}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
