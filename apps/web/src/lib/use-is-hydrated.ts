import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true from then on (and at once
 * for pages drawn in the browser). For pages built from what only the browser holds (session
 * storage, the cart): they render a shell first, the same on both sides, then their content.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
