import type { EarlyTapsWindow } from '@skins/shared';

/**
 * Asks the islands runtime to hydrate the island named `name` now, if the page has one that has
 * not hydrated (docs/decisions/045-storefront-islands.md): e.g. the toasts, when another island
 * has something to say before an idle moment came. Does nothing on a client-app page.
 */
export function wakeIsland(name: string): void {
  if (typeof document === 'undefined') return;
  const element = document.querySelector(`shop-island[data-island="${name}"]:not([data-hydrated])`);
  if (element) (window as EarlyTapsWindow).__shopWake?.(element);
}
