import type { Compatibility } from '@skins/shared';

/** The shopper's device: a brand from the product's `compatibility`, then one of its models. */
export interface DeviceSelection {
  brand: string | null;
  model: string | null;
}

export type DeviceChoice =
  | { isComplete: true; brand: string | null; model: string | null }
  | { isComplete: false; missing: 'brand' | 'model' };

export const DEVICE_MESSAGES = {
  brand: 'Please choose your device brand.',
  model: 'Please choose your device model.',
} as const;

/** UI.md: one brand is preselected when a product has only one. The model is always chosen. */
export function initialDeviceSelection(compatibility: readonly Compatibility[]): DeviceSelection {
  const [only, ...others] = compatibility;
  return { brand: only && others.length === 0 ? only.brand : null, model: null };
}

export function modelsOf(compatibility: readonly Compatibility[], brand: string | null): string[] {
  return compatibility.find((entry) => entry.brand === brand)?.models ?? [];
}

/** A different brand has different models, so the model choice starts over. */
export function selectBrand(selection: DeviceSelection, brand: string): DeviceSelection {
  return brand === selection.brand ? selection : { brand, model: null };
}

export function selectModel(selection: DeviceSelection, model: string | null): DeviceSelection {
  return { ...selection, model };
}

/**
 * Whether the product can go to the cart with this selection. A product with no compatibility
 * list fits every device and needs no choice.
 */
export function checkDeviceChoice(
  compatibility: readonly Compatibility[],
  selection: DeviceSelection,
): DeviceChoice {
  if (compatibility.length === 0) return { isComplete: true, brand: null, model: null };
  const brand = compatibility.find((entry) => entry.brand === selection.brand);
  if (!brand) return { isComplete: false, missing: 'brand' };
  if (selection.model === null || !brand.models.includes(selection.model)) {
    return { isComplete: false, missing: 'model' };
  }
  return { isComplete: true, brand: brand.brand, model: selection.model };
}
