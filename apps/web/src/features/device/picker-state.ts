import { createOpenState } from '#lib/open-state.ts';
import { wakeIsland } from '#lib/wake-island.ts';

// Whether the device picker is open: the header's button, the menu's "Your device" and a
// listing's "Change" open the same dialog, which the header hosts.
const picker = createOpenState();

/** The island that hosts the picker on a browsing page (decision 045). */
const PICKER_ISLAND = 'header';

/** Opens the picker; on a browsing page, the header's island is woken if it has not hydrated. */
export function openDevicePicker(): void {
  wakeIsland(PICKER_ISLAND);
  picker.open();
}

export const closeDevicePicker = picker.close;
export const useIsDevicePickerOpen = picker.useIsOpen;
