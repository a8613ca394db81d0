import { createOpenState } from '#lib/open-state.ts';

// Whether the device picker is open: the header's button, the menu's "Your device" and a
// listing's "Change" open the same dialog, which the header hosts.
const picker = createOpenState();

export const openDevicePicker = picker.open;
export const closeDevicePicker = picker.close;
export const useIsDevicePickerOpen = picker.useIsOpen;
