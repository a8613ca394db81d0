interface ConsentCheckboxProps {
  id: string;
  label: string;
  /** What ticking it means, read with the box (its description). */
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * One of the shipping step's opt-in boxes (issue [16]: order updates, a cart reminder): a real
 * checkbox, unticked unless the shopper ticks it, its label the shared words and its hint read
 * with it.
 */
export function ConsentCheckbox({
  id,
  label,
  hint,
  checked,
  onChange,
  disabled = false,
}: ConsentCheckboxProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-charcoal-900 focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-2 disabled:cursor-not-allowed"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer font-medium text-neutral-900 text-sm">
          {label}
        </label>
        <p id={hintId} className="mt-0.5 text-neutral-600 text-sm">
          {hint}
        </p>
      </div>
    </div>
  );
}
