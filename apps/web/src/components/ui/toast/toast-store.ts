import { TOAST_DURATION_MS } from '@skins/shared';
import { useSyncExternalStore } from 'react';
import { wakeIsland } from '#lib/wake-island.ts';
import type { Toast, ToastOptions } from './toast-types.ts';

// Our own few lines instead of a toast library: the spec needs two corners, three kinds and a
// fixed 2 s life, and this code loads on every page. One store for the page: on a browsing page
// Add to Cart and the drawer are islands of their own and the toasts another
// (docs/decisions/045-storefront-islands.md).

/** More than this per corner and the oldest goes: a stack of toasts helps no one. */
const MAX_TOASTS_PER_POSITION = 3;

/** The island that shows the toasts on a browsing page (toast-host.tsx). */
export const TOASTS_ISLAND = 'toasts';

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast and returns its id. The same message in the same corner restarts instead of stacking. */
export function showToast(options: ToastOptions): number {
  const id = nextId++;
  const toast: Toast = {
    id,
    kind: options.kind,
    message: options.message,
    position: options.position ?? 'top-right',
    durationMs: options.durationMs ?? TOAST_DURATION_MS,
    ...(options.action ? { action: options.action } : {}),
  };
  // A repeated message (minus pressed again at quantity 1) gets a new id, so its timer restarts.
  const others = toasts.filter(
    (item) =>
      !(
        item.position === toast.position &&
        item.kind === toast.kind &&
        item.message === toast.message
      ),
  );
  const inCorner = others.filter((item) => item.position === toast.position);
  const overflow = inCorner.slice(0, Math.max(0, inCorner.length + 1 - MAX_TOASTS_PER_POSITION));
  setToasts([...others.filter((item) => !overflow.includes(item)), toast]);
  wakeIsland(TOASTS_ISLAND);
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) {
    setToasts(toasts.filter((toast) => toast.id !== id));
  }
}

/** Removes every toast (tests: the page's store outlives a test's tree). */
export function dismissAllToasts(): void {
  if (toasts.length > 0) setToasts([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NO_TOASTS: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}
