import { useSyncExternalStore } from 'react';

/**
 * Whether one panel of the page is open (the cart drawer, the device picker), shared by every
 * React root that opens or shows it: on a browsing page those are separate islands (decision
 * 045). Only a shopper's action changes it, never a render, so the server and the hydrating
 * render see it closed.
 */
export function createOpenState() {
  let isOpen = false;
  const listeners = new Set<() => void>();
  const setOpen = (next: boolean) => {
    if (next === isOpen) return;
    isOpen = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(!isOpen),
    useIsOpen: (): boolean =>
      useSyncExternalStore(
        subscribe,
        () => isOpen,
        () => false,
      ),
  };
}
