import type { Compatibility } from '@skins/shared';
import { useState } from 'react';
import { type ChosenDevice, useChosenDevice } from '#features/device/index.ts';
import { type DeviceSelection, initialDeviceSelection } from './device-selection.ts';

/** Whether the product is cut for this device: its brand lists the model. */
export function fitsDevice(compatibility: readonly Compatibility[], device: ChosenDevice): boolean {
  return compatibility.some(
    (entry) => entry.brand === device.brand && entry.models.includes(device.model),
  );
}

/**
 * The product page's one device selection, shared by the preview and the purchase options.
 * The shopper's remembered device is null on the server and in the hydrating render (so both
 * render the same page); when it arrives, or changes later in the header, and the product
 * fits it, it becomes the selection. A device the product does not fit is left alone.
 */
export function useDeviceSelection(compatibility: readonly Compatibility[]) {
  const chosen = useChosenDevice();
  const [selection, setSelection] = useState<DeviceSelection>(() =>
    initialDeviceSelection(compatibility),
  );
  const [seenChosen, setSeenChosen] = useState<ChosenDevice | null>(null);

  // Adjusting state while rendering, as React's docs advise over an effect: no flash of the
  // unselected options after hydration.
  const hasChosenChanged =
    chosen?.brand !== seenChosen?.brand || chosen?.model !== seenChosen?.model;
  if (hasChosenChanged) {
    setSeenChosen(chosen);
    if (chosen && fitsDevice(compatibility, chosen)) {
      setSelection({ brand: chosen.brand, model: chosen.model });
    }
  }

  return [selection, setSelection] as const;
}
