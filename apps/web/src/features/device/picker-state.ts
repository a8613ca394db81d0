import { useSyncExternalStore } from 'react';

// Whether the device picker is open: the header's button and a listing's "Change" open the
// same dialog, which the header hosts. Only a shopper's click changes it, never a render, so
// the server (always closed) and every request there see false.

let isOpen = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (next === isOpen) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

export const openDevicePicker = (): void => setOpen(true);
export const closeDevicePicker = (): void => setOpen(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsDevicePickerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}
