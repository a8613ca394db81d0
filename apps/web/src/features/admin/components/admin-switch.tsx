import { useId } from 'react';

interface AdminSwitchProps {
  label: string;
  name: string;
  isOn: boolean;
  /** What the setting means as it stands now. */
  hint: string;
  onChange: (isOn: boolean) => void;
}

/** An on/off setting of a form: a checkbox read out as a switch, with what it means. */
export function AdminSwitch({ label, name, isOn, hint, onChange }: AdminSwitchProps) {
  const hintId = useId();
  return (
    <div>
      <label className="flex cursor-pointer items-center justify-between gap-4">
        <span className="font-medium text-neutral-900 text-sm">{label}</span>
        <input
          type="checkbox"
          role="switch"
          name={name}
          checked={isOn}
          aria-checked={isOn}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-neutral-300 transition after:absolute after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:bg-emerald-600 peer-checked:after:translate-x-5 peer-focus-visible:ring-2 peer-focus-visible:ring-accent peer-focus-visible:ring-offset-2"
        />
      </label>
      <p id={hintId} className="mt-1.5 text-neutral-600 text-sm">
        {hint}
      </p>
    </div>
  );
}
