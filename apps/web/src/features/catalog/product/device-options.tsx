import type { Compatibility } from '@skins/shared';
import type { RefObject } from 'react';
import { type DeviceSelection, modelsOf, selectBrand, selectModel } from './device-selection.ts';

interface DeviceOptionsProps {
  compatibility: readonly Compatibility[];
  selection: DeviceSelection;
  onChange: (next: DeviceSelection) => void;
  /** Which choice is missing after a failed add, and the id of the message that says so. */
  problem: { missing: 'brand' | 'model'; messageId: string } | null;
  idPrefix: string;
  brandRef: RefObject<HTMLInputElement | null>;
  modelRef: RefObject<HTMLSelectElement | null>;
}

/** "Brand" as a radio group, then "Model" as a select of that brand's models (UI.md). */
export function DeviceOptions({
  compatibility,
  selection,
  onChange,
  problem,
  idPrefix,
  brandRef,
  modelRef,
}: DeviceOptionsProps) {
  const models = modelsOf(compatibility, selection.brand);
  const brandProblem = problem?.missing === 'brand' ? problem.messageId : undefined;
  const modelProblem = problem?.missing === 'model' ? problem.messageId : undefined;
  const modelId = `${idPrefix}-model`;

  return (
    <div className="space-y-6">
      <fieldset aria-describedby={brandProblem}>
        <legend className="font-medium text-neutral-900 text-sm">Brand</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {compatibility.map((entry, index) => {
            const id = `${idPrefix}-brand-${index}`;
            const isChosen = entry.brand === selection.brand;
            return (
              <div key={entry.brand}>
                <input
                  ref={index === 0 ? brandRef : undefined}
                  id={id}
                  type="radio"
                  name={`${idPrefix}-brand`}
                  value={entry.brand}
                  checked={isChosen}
                  onChange={() => onChange(selectBrand(selection, entry.brand))}
                  aria-invalid={brandProblem ? true : undefined}
                  className="peer sr-only"
                />
                <label
                  htmlFor={id}
                  className={`inline-flex h-11 cursor-pointer items-center rounded-xl px-5 font-medium text-sm transition peer-focus-visible:outline-2 peer-focus-visible:outline-accent peer-focus-visible:outline-offset-2 ${
                    isChosen
                      ? 'bg-charcoal-900 text-white'
                      : `bg-white text-neutral-800 ring-1 hover:ring-neutral-500 ${brandProblem ? 'ring-red-600' : 'ring-neutral-300'}`
                  }`}
                >
                  {entry.brand}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <div>
        <label htmlFor={modelId} className="font-medium text-neutral-900 text-sm">
          Model
        </label>
        <select
          ref={modelRef}
          id={modelId}
          value={selection.model ?? ''}
          disabled={selection.brand === null}
          onChange={(event) => onChange(selectModel(selection, event.target.value || null))}
          aria-invalid={modelProblem ? true : undefined}
          aria-describedby={modelProblem}
          className={`mt-3 block h-12 w-full rounded-xl border-0 bg-white pr-10 pl-4 text-neutral-900 ring-1 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 ${
            modelProblem ? 'ring-2 ring-red-600' : 'ring-neutral-300 hover:ring-neutral-500'
          }`}
        >
          <option value="">
            {selection.brand === null ? 'Choose a brand first' : 'Choose your model'}
          </option>
          {models.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
