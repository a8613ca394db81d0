import { island } from '#lib/island.tsx';
import { dismissToast, TOASTS_ISLAND, useToasts } from './toast-store.ts';
import { ToastViewport } from './toast-viewport.tsx';

/** Where the page's toasts show: both corners' live regions, always in the page. */
export function ToastHost() {
  return <ToastViewport toasts={useToasts()} onDismiss={dismissToast} />;
}

/**
 * On a browsing page the toasts are an island of their own (decision 045), hydrated when the
 * first toast is shown (toast-store.ts wakes it): until then the live regions are the server's.
 */
export const ToastsIsland = island(TOASTS_ISLAND, ToastHost, 'wake');
