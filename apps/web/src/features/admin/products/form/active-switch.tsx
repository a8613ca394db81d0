import { useId } from 'react';

interface ActiveSwitchProps {
  isActive: boolean;
  onChange: (isActive: boolean) => void;
}

/** Whether shoppers see the product; an inactive one stays here and in past orders. */
export function ActiveSwitch({ isActive, onChange }: ActiveSwitchProps) {
  const hintId = useId();
  return (
    <div>
      <label className="flex cursor-pointer items-center justify-between gap-4">
        <span className="font-medium text-neutral-900 text-sm">Active</span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={isActive}
          name="active"
          checked={isActive}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-neutral-300 transition peer-checked:bg-emerald-600 peer-focus-visible:ring-2 peer-focus-visible:ring-accent peer-focus-visible:ring-offset-2 after:absolute after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5"
        />
      </label>
      <p id={hintId} className="mt-1.5 text-neutral-600 text-sm">
        {isActive
          ? 'Shown in the shop, in search and in the category lists.'
          : 'Hidden from shoppers; past orders still show it.'}
      </p>
    </div>
  );
}
