import { STORAGE_KEYS } from '@skins/shared';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { readStorage } from '#lib/storage.ts';

// Spec §3: `siteUnlocked` is 'true' once this browser has passed the gate. It only decides what
// to show first; the unlock cookie is what the server checks. (The gate screen's chunk sets it.)

export function isSiteUnlocked(): boolean {
  return readStorage(STORAGE_KEYS.siteUnlocked) === 'true';
}

/**
 * A route loader's head start on its data, only for a browser past the gate: before that, the
 * gated API answers 403 and the page shows the gate, so the request is noise (and an error in
 * the console). After unlocking, the page's own queries fetch what it shows.
 */
export function prefetchWhenUnlocked(
  queryClient: QueryClient,
  // biome-ignore lint/suspicious/noExplicitAny: any query's options, as prefetchQuery takes them
  options: FetchQueryOptions<any, any, any, any>,
): void {
  if (isSiteUnlocked()) void queryClient.prefetchQuery(options);
}
