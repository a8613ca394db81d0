import { useSyncExternalStore } from 'react';

// Whether the cart drawer is open, shared by the header's cart button, Add to Cart and the
// drawer itself, which are separate React roots on a browsing page (decision 045). Closed on
// every new page: a document starts closed, and the client app's back and forward close it.

const listeners = new Set<() => void>();
let isOpen = false;

function setOpen(open: boolean): void {
  if (open === isOpen) return;
  isOpen = open;
  for (const listener of listeners) listener();
}

export const openCartDrawer = () => setOpen(true);
export const closeCartDrawer = () => setOpen(false);
export const toggleCartDrawer = () => setOpen(!isOpen);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}
