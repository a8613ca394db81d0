import type { KeyboardEvent, RefObject } from 'react';
import { CheckIcon } from '#ui/icons.tsx';
import type { ChosenDevice } from '../chosen-device.ts';
import { type DeviceGroup, type DeviceOption, isSameDevice } from '../device-search.ts';

interface DeviceResultsProps {
  groups: DeviceGroup[];
  chosen: ChosenDevice | null;
  onChoose: (device: DeviceOption) => void;
  /** Where ArrowUp from the first device goes back to (the search box). */
  searchRef: RefObject<HTMLInputElement | null>;
  listRef: RefObject<HTMLFieldSetElement | null>;
}

/** The device buttons in list order: the arrows move through these. */
export function deviceButtons(list: HTMLElement | null): HTMLButtonElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLButtonElement>('button[data-device]')) : [];
}

/** Models under their brand's heading; each is a button that chooses it. */
export function DeviceResults({
  groups,
  chosen,
  onChoose,
  searchRef,
  listRef,
}: DeviceResultsProps) {
  // Tab walks the buttons anyway; the arrows are the quicker way through a long list.
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = deviceButtons(listRef.current);
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? buttons[index + 1] : buttons[index - 1];
    (next ?? (event.key === 'ArrowUp' ? searchRef.current : buttons[index]))?.focus();
  };

  return (
    <fieldset ref={listRef} onKeyDown={onKeyDown} className="min-w-0 space-y-6">
      <legend className="sr-only">Devices</legend>
      {groups.map((group) => (
        <section key={group.brand} aria-label={group.brand}>
          <h3 className="font-semibold text-neutral-400 text-xs tracking-[0.2em] uppercase">
            {group.brand}
          </h3>
          <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
            {group.options.map((option) => {
              const isChosen = isSameDevice(option, chosen);
              return (
                <li key={option.model}>
                  <button
                    type="button"
                    data-device=""
                    aria-label={option.label}
                    aria-current={isChosen ? 'true' : undefined}
                    onClick={() => onChoose(option)}
                    className={`flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-4 py-2.5 text-left text-[0.95rem] ring-1 transition ${
                      isChosen
                        ? 'bg-accent-300/10 text-accent-300 ring-accent-300/60'
                        : 'bg-white/[0.03] text-white ring-white/10 hover:bg-white/[0.08] hover:ring-white/25 focus-visible:bg-white/[0.08]'
                    }`}
                  >
                    <span>{option.model}</span>
                    {isChosen && <CheckIcon className="size-5 shrink-0" />}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </fieldset>
  );
}
