import { codNotAvailableMessage } from '@skins/shared';
import { useId } from 'react';

export type PaymentMethodChoice = 'online' | 'cod';

export interface PaymentMethodChoiceProps {
  value: PaymentMethodChoice;
  onChange: (method: PaymentMethodChoice) => void;
  /** Cash on delivery's limit, whole rupees. */
  maxOrderRupees: number;
  /** Over the limit: the option stays visible, disabled, with the reason. */
  isOverLimit: boolean;
  disabled: boolean;
}

const OPTION =
  'flex cursor-pointer items-start gap-3 rounded-2xl px-4 py-3 ring-1 ring-neutral-200 has-checked:ring-2 has-checked:ring-accent has-disabled:cursor-not-allowed has-disabled:bg-neutral-50';

/** Online payment or cash on delivery: shown only while the shop takes cash on delivery. */
export function PaymentMethodChoiceFieldset({
  value,
  onChange,
  maxOrderRupees,
  isOverLimit,
  disabled,
}: PaymentMethodChoiceProps) {
  const name = useId();
  const reasonId = useId();
  return (
    <fieldset className="mt-5 space-y-3" disabled={disabled}>
      <legend className="mb-3 font-medium text-neutral-700 text-sm">Payment method</legend>
      <label className={OPTION}>
        <input
          type="radio"
          name={name}
          value="online"
          checked={value === 'online'}
          onChange={() => onChange('online')}
          className="mt-1 accent-accent"
        />
        <span>
          <span className="block font-medium text-neutral-900">Pay online</span>
          <span className="block text-neutral-600 text-sm">UPI, card or netbanking</span>
        </span>
      </label>
      <label className={OPTION}>
        <input
          type="radio"
          name={name}
          value="cod"
          checked={value === 'cod'}
          disabled={isOverLimit}
          aria-describedby={isOverLimit ? reasonId : undefined}
          onChange={() => onChange('cod')}
          className="mt-1 accent-accent"
        />
        <span>
          <span className="block font-medium text-neutral-900">Cash on delivery</span>
          <span id={reasonId} className="block text-neutral-600 text-sm">
            {isOverLimit
              ? codNotAvailableMessage(maxOrderRupees)
              : 'Pay in cash when your order arrives'}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
