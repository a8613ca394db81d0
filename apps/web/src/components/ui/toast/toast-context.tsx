import { dismissToast, showToast } from './toast-store.ts';
import type { ToastOptions } from './toast-types.ts';

export interface ToastApi {
  /** Shows a toast and returns its id. The same message in the same corner restarts instead of stacking. */
  showToast: (options: ToastOptions) => number;
  dismissToast: (id: number) => void;
}

const API: ToastApi = { showToast, dismissToast };

/**
 * The page's toasts (toast-store.ts). Any part of any React root may show one; the page's
 * `ToastHost` shows them (the storefront's layout has one, the admin's another).
 */
export function useToast(): ToastApi {
  return API;
}
