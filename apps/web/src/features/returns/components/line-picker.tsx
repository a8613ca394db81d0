import type { Order } from '@skins/shared';
import { useId } from 'react';
import type { ChosenLines, ReturnFormErrors } from './return-form-check.ts';

interface LinePickerProps {
  lines: Order['products'];
  returnable: ReadonlyMap<string, number>;
  chosen: ChosenLines;
  onChange: (chosen: ChosenLines) => void;
  errors: ReturnFormErrors;
  disabled?: boolean;
}

/**
 * The items to return, each ticked on its own with how many: the quantity offers only what is
 * left of the line (bought, less what earlier returns hold), so more cannot be chosen.
 */
export function LinePicker({
  lines,
  returnable,
  chosen,
  onChange,
  errors,
  disabled,
}: LinePickerProps) {
  const id = useId();
  const choose = (itemId: string, quantity: number | null) => {
    const next = new Map(chosen);
    if (quantity === null) next.delete(itemId);
    else next.set(itemId, quantity);
    onChange(next);
  };
  return (
    <fieldset className="min-w-0" aria-describedby={errors.lines ? `${id}-error` : undefined}>
      <legend className="font-medium text-neutral-900 text-sm">Which items?</legend>
      <ul className="mt-2 divide-y divide-neutral-100 rounded-2xl ring-1 ring-neutral-200">
        {lines.map((line) => {
          const left = returnable.get(line._id) ?? 0;
          const quantity = chosen.get(line._id);
          const isChosen = quantity !== undefined;
          const lineError = errors[`lines.${line._id}`];
          const name = `${line.product.name} (${line.extraInfo.brand} ${line.extraInfo.model})`;
          // The line's error (the server's word on its quantity) is read with its checkbox.
          const lineErrorId = `${id}-${line._id}-error`;
          return (
            <li key={line._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  checked={isChosen}
                  disabled={disabled || left === 0}
                  onChange={(event) => choose(line._id, event.target.checked ? 1 : null)}
                  className="size-5 shrink-0 accent-charcoal-900"
                  aria-label={`Return ${name}`}
                  aria-invalid={lineError ? true : undefined}
                  aria-describedby={lineError ? lineErrorId : undefined}
                />
                <img
                  src={line.product.images[0]}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-lg bg-neutral-100 object-cover"
                />
                <span className="min-w-0">
                  <span className="block truncate font-medium text-neutral-900 text-sm">
                    {line.product.name}
                  </span>
                  <span className="block text-neutral-600 text-xs">
                    {line.extraInfo.brand} · {line.extraInfo.model}
                    {left === 0
                      ? ' · already returned'
                      : left < line.quantity
                        ? ` · ${left} of ${line.quantity} left to return`
                        : ` · bought ${line.quantity}`}
                  </span>
                </span>
              </label>
              {isChosen && left > 1 && (
                <label className="flex items-center gap-2 text-neutral-700 text-sm">
                  Quantity
                  <select
                    value={quantity}
                    disabled={disabled}
                    onChange={(event) => choose(line._id, Number(event.target.value))}
                    aria-label={`How many of ${name}`}
                    aria-invalid={lineError ? true : undefined}
                    aria-describedby={lineError ? lineErrorId : undefined}
                    className="h-10 rounded-xl bg-white px-3 ring-1 ring-neutral-300"
                  >
                    {Array.from({ length: left }, (_, index) => index + 1).map((count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {lineError && (
                <p id={lineErrorId} className="basis-full text-red-700 text-sm">
                  {lineError}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {errors.lines && (
        <p id={`${id}-error`} className="mt-2 text-red-700 text-sm">
          {errors.lines}
        </p>
      )}
    </fieldset>
  );
}
