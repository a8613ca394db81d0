import { type KeyboardEvent, useId, useState } from 'react';
import { CloseIcon, PlusIcon } from '#ui/icons.tsx';

interface ChipListProps {
  items: readonly string[];
  /** The remove button's accessible name, e.g. `Remove iPhone 16 from Apple`. */
  removeLabelOf: (item: string) => string;
  onRemove: (index: number) => void;
}

/** Values as chips, each with its own remove button. */
export function ChipList({ items, removeLabelOf, onRemove }: ChipListProps) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item, index) => (
        <li
          key={item}
          className="inline-flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3 text-neutral-800 text-sm ring-1 ring-neutral-200"
        >
          <span className="max-w-[16rem] truncate">{item}</span>
          <button
            type="button"
            onClick={() => onRemove(index)}
            aria-label={removeLabelOf(item)}
            className="inline-flex size-6 items-center justify-center rounded-full text-neutral-500 transition hover:bg-neutral-200 hover:text-neutral-900"
          >
            <CloseIcon className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

interface AddItemInputProps {
  /** The input's label, read by screen readers: `New model for Apple`. */
  label: string;
  /** The Add button's accessible name: `Add model to Apple`. */
  addLabel: string;
  placeholder: string;
  /** Adds the trimmed text, or answers why not (blank, a duplicate). */
  onAdd: (value: string) => string | null;
  maxLength?: number;
}

/**
 * A text box with its Add button; Enter adds too, without submitting the product form. A
 * refusal is shown under the box and the text stays to be corrected.
 */
export function AddItemInput({
  label,
  addLabel,
  placeholder,
  onAdd,
  maxLength,
}: AddItemInputProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  function add() {
    const refusal = onAdd(value.trim());
    setMessage(refusal);
    if (!refusal) setValue('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <div>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="text"
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setMessage(null);
          }}
          onKeyDown={handleKeyDown}
          className="h-10 min-w-0 flex-1 rounded-lg border-0 bg-white px-3 text-sm ring-1 ring-neutral-300 placeholder:text-neutral-400 focus:outline-none focus:ring-2 focus:ring-accent"
        />
        <button
          type="button"
          onClick={add}
          aria-label={addLabel}
          className="inline-flex h-10 shrink-0 items-center gap-1 rounded-lg bg-white px-3 font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 transition hover:bg-neutral-50"
        >
          <PlusIcon className="size-4" />
          Add
        </button>
      </div>
      {message && (
        <p id={`${id}-message`} className="mt-1.5 text-red-700 text-sm">
          {message}
        </p>
      )}
    </div>
  );
}
