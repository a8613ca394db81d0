import type { Product } from '@skins/shared';
import { useId, useLayoutEffect, useRef } from 'react';
import { island } from '#lib/island.tsx';
import { useDeviceSelection } from '../use-device-selection.ts';
import { DeviceDrawing } from './device-drawing.tsx';
import { outlineFor } from './outline-for-model.ts';
import { skinSourceOf } from './skin-source.ts';

export interface PreviewDevice {
  brand: string;
  model: string;
}

// More models than this read better as a select than as a row of buttons on a phone.
const MAX_SEGMENTS = 5;

/** What the preview needs of a product: its island's props, kept small. */
export type PreviewProduct = Pick<
  Product,
  '_id' | 'name' | 'images' | 'compatibility' | 'productType'
>;

/** Every model the product fits, brand by brand, in the catalog's order. */
function fittingDevices(product: PreviewProduct): PreviewDevice[] {
  return product.compatibility.flatMap((entry) =>
    entry.models.map((model) => ({ brand: entry.brand, model })),
  );
}

/**
 * "See it on your device": the skin on the chosen model's outline, and a switcher over the
 * models it fits. Until the shopper picks one, it shows the first model of their brand (or of
 * the product), without choosing it for them. A model picked here is the one to buy: the
 * selection is the page's (useDeviceSelection), shared with the purchase options.
 */
export function DevicePreview({ product }: { product: PreviewProduct }) {
  const switcherId = useId();
  const [{ brand, model }, onModelChange] = useDeviceSelection(product);
  const devices = fittingDevices(product);
  const isChosen = (device: PreviewDevice) => device.model === model && device.brand === brand;
  const shown =
    devices.find(isChosen) ?? devices.find((device) => device.brand === brand) ?? devices[0];
  const outline = outlineFor(shown?.model ?? null, product.productType.name);
  const skin = skinSourceOf(product.images, outline.family);
  const deviceName = shown?.model ?? outline.description;

  return (
    <section
      aria-labelledby={`${switcherId}-title`}
      className="rounded-3xl bg-neutral-100 bg-[radial-gradient(60%_55%_at_50%_45%,#ffffff,transparent_75%)] p-5 ring-1 ring-neutral-900/5 sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id={`${switcherId}-title`}
          className="font-semibold text-lg text-neutral-900 tracking-tight"
        >
          See it on your device
        </h2>
        <p className="text-neutral-500 text-sm">Laser-cut to this outline</p>
      </div>
      <figure className="mt-4">
        <div className="flex min-h-48 items-center justify-center">
          <DeviceDrawing
            outline={outline}
            skin={skin}
            label={`${product.name} skin on ${deviceName}, ${outline.description}`}
          />
        </div>
        <figcaption className="mt-3 text-center font-medium text-neutral-700 text-sm">
          {shown ? `Shown on ${shown.model}` : `Shown on a ${outline.description}`}
          {shown && !isChosen(shown) && (
            <span className="text-neutral-500"> · pick your model to match</span>
          )}
        </figcaption>
      </figure>
      {devices.length > 1 && (
        <ModelSwitcher
          id={switcherId}
          devices={devices}
          shown={shown ?? null}
          isChosen={isChosen}
          onChange={onModelChange}
        />
      )}
    </section>
  );
}

interface ModelSwitcherProps {
  id: string;
  devices: PreviewDevice[];
  shown: PreviewDevice | null;
  isChosen: (device: PreviewDevice) => boolean;
  onChange: (device: PreviewDevice) => void;
}

/** Segmented buttons for a few models, a select for many; both choose the model to buy. */
function ModelSwitcher({ id, devices, shown, isChosen, onChange }: ModelSwitcherProps) {
  const hasSeveralBrands = new Set(devices.map((device) => device.brand)).size > 1;
  const nameOf = (device: PreviewDevice) =>
    hasSeveralBrands ? `${device.brand} ${device.model}` : device.model;
  const keyOf = (device: PreviewDevice) => `${device.brand}\n${device.model}`;

  if (devices.length > MAX_SEGMENTS) {
    return (
      <ModelSelect
        id={`${id}-select`}
        options={devices.map((device) => ({ key: keyOf(device), name: nameOf(device) }))}
        value={shown ? keyOf(shown) : ''}
        onChange={(key) => {
          const device = devices.find((each) => keyOf(each) === key);
          if (device) onChange(device);
        }}
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields
    <div role="group" aria-label="Preview on" className="mt-5 flex flex-wrap justify-center gap-2">
      {devices.map((device) => {
        const isShown = shown !== null && keyOf(device) === keyOf(shown);
        return (
          <button
            key={keyOf(device)}
            type="button"
            aria-pressed={isChosen(device)}
            onClick={() => onChange(device)}
            className={`inline-flex h-10 items-center rounded-full px-4 font-medium text-sm transition ${
              isShown
                ? 'bg-charcoal-900 text-white'
                : 'bg-white text-neutral-800 ring-1 ring-neutral-300 hover:ring-neutral-500'
            }`}
          >
            {nameOf(device)}
          </button>
        );
      })}
    </div>
  );
}

interface ModelSelectProps {
  id: string;
  options: { key: string; name: string }[];
  value: string;
  onChange: (key: string) => void;
}

function ModelSelect({ id, options, value, onChange }: ModelSelectProps) {
  const selectRef = useRef<HTMLSelectElement>(null);
  // A model picked in the server's page before this island hydrated is still selected (React
  // leaves a field as it is while hydrating): it is the shopper's choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the island hydrates
  useLayoutEffect(() => {
    const picked = selectRef.current?.value;
    if (picked && picked !== value) onChange(picked);
  }, []);

  return (
    <div className="mt-5">
      <label htmlFor={id} className="font-medium text-neutral-900 text-sm">
        Preview on
      </label>
      <select
        ref={selectRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-2 block h-11 w-full rounded-xl border-0 bg-white pr-10 pl-4 text-neutral-900 ring-1 ring-neutral-300 hover:ring-neutral-500"
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export const PreviewIsland = island('preview', DevicePreview, 'visible');
