import { lazy, Suspense } from 'react';
import { useChosenDevice } from '../chosen-device.ts';
import { closeDevicePicker, useIsDevicePickerOpen } from '../picker-state.ts';

// Not in the first-load bundle: fetched when a shopper first opens the picker.
const DevicePickerDialog = lazy(async () => ({
  default: (await import('./device-picker-dialog.tsx')).DevicePickerDialog,
}));

/** The one picker dialog; the header's button and a listing's "Change" both open it. */
export function DevicePickerHost() {
  const isOpen = useIsDevicePickerOpen();
  const chosen = useChosenDevice();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <DevicePickerDialog chosen={chosen} onClose={closeDevicePicker} />
    </Suspense>
  );
}
