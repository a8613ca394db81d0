import type { DeviceBrand } from '@skins/shared';
import type { ChosenDevice } from './chosen-device.ts';

/** One pickable device, with the text a search matches. */
export interface DeviceOption extends ChosenDevice {
  /** "Apple iPhone 16 Pro"; a model that already names its brand is not repeated. */
  label: string;
}

/** A brand with its models, as the picker lists them under a heading. */
export interface DeviceGroup {
  brand: string;
  options: DeviceOption[];
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}+]+/u)
    .filter(Boolean);

/** "Apple iPhone 16 Pro", but "Samsung Galaxy S24" for a model "Samsung Galaxy S24" too. */
export function deviceLabel({ brand, model }: ChosenDevice): string {
  return model.toLowerCase().startsWith(brand.toLowerCase()) ? model : `${brand} ${model}`;
}

/**
 * The devices whose brand and model hold every typed word as the start of one of theirs, so
 * "ip 16 pro" finds "Apple iPhone 16 Pro" and "pro max" does not find "iPhone 16 Pro". Brands
 * keep the server's order (A–Z), models theirs (natural); `brand` narrows to one brand.
 */
export function searchDevices(
  brands: readonly DeviceBrand[],
  text: string,
  brand: string | null = null,
): DeviceGroup[] {
  const typed = words(text);
  const groups: DeviceGroup[] = [];
  for (const entry of brands) {
    if (brand !== null && entry.brand !== brand) continue;
    const options = entry.models
      .map((model) => ({
        brand: entry.brand,
        model,
        label: deviceLabel({ brand: entry.brand, model }),
      }))
      .filter((option) => {
        const own = words(`${option.brand} ${option.model}`);
        return typed.every((word) => own.some((candidate) => candidate.startsWith(word)));
      });
    if (options.length > 0) groups.push({ brand: entry.brand, options });
  }
  return groups;
}

export function isSameDevice(a: ChosenDevice | null, b: ChosenDevice | null): boolean {
  return a !== null && b !== null && a.brand === b.brand && a.model === b.model;
}
