import type { EarlyTapsWindow } from '@skins/shared';

const wake = (selector: string) => {
  if (typeof document === 'undefined') return;
  for (const element of document.querySelectorAll(`${selector}:not([data-hydrated])`)) {
    (window as EarlyTapsWindow).__shopWake?.(element);
  }
};

/**
 * Asks the islands runtime to hydrate the island named `name` now, if the page has one that has
 * not hydrated (docs/decisions/045-storefront-islands.md): e.g. the toasts, when another island
 * has something to say before an idle moment came. Does nothing on a client-app page.
 */
export function wakeIsland(name: string): void {
  wake(`shop-island[data-island="${name}"]`);
}

/** Hydrates the page's `device` islands now: the shopper has chosen a device (lib/island.tsx). */
export function wakeDeviceIslands(): void {
  wake('shop-island[data-load="device"]');
}
