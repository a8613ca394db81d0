import { useId } from 'react';

interface Choice<Value extends string> {
  value: Value;
  label: string;
  isDisabled?: boolean;
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  name: string;
  options: readonly Choice<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  /** Why an option is off, shown under the choices. */
  note?: string;
  error: string | undefined;
  disabled?: boolean;
}

/** One choice of a few, as large tappable radio cards (a phone's thumb, 390 px wide). */
export function ChoiceGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  note,
  error,
  disabled,
}: ChoiceGroupProps<Value>) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="font-medium text-neutral-900 text-sm">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-12 items-center gap-3 rounded-2xl px-4 py-3 text-sm ring-1 transition ${
              option.isDisabled
                ? 'cursor-not-allowed text-neutral-400 ring-neutral-200'
                : 'cursor-pointer text-neutral-900 ring-neutral-300 hover:ring-neutral-500 has-[:checked]:bg-neutral-50 has-[:checked]:ring-2 has-[:checked]:ring-charcoal-900'
            }`}
          >
            <input
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              checked={value === option.value}
              disabled={disabled || option.isDisabled}
              onChange={() => onChange(option.value)}
              className="size-4 accent-charcoal-900"
            />
            {option.label}
          </label>
        ))}
      </div>
      {note && <p className="mt-2 text-neutral-600 text-sm">{note}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
