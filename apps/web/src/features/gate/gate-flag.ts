import { STORAGE_KEYS } from '@skins/shared';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { readStorage } from '#lib/storage.ts';

// Spec §3: `siteUnlocked` is 'true' once this browser has passed the gate. It only decides what
// to show first; the unlock cookie is what the server checks. (The gate screen's chunk sets it.)

export function isSiteUnlocked(): boolean {
  return readStorage(STORAGE_KEYS.siteUnlocked) === 'true';
}

/** The server said this shop has no gate (STORE_PASSWORD ''): every visitor sees the shop. */
let isGateOff = false;

/** Called with the server's page state: with the gate off, no flag is ever set, nor needed. */
export function rememberGateIsOff(): void {
  isGateOff = true;
}

/**
 * Query clients of pages being rendered on the server, with whether the request may see the shop
 * (its unlock cookie). The server has no `siteUnlocked` flag; its cookie decides instead.
 */
const serverRenders = new WeakMap<QueryClient, { isUnlocked: boolean }>();

/** Marks `queryClient` as the server's, for one request: its loaders wait for their data. */
export function renderingOnServer(queryClient: QueryClient, isUnlocked: boolean): void {
  serverRenders.set(queryClient, { isUnlocked });
}

/**
 * A route loader's head start on its data, only for a visitor past the gate (or a shop without
 * one): before that, the
 * gated API answers 403 and the page shows the gate, so the request is noise (and an error in
 * the console). After unlocking, the page's own queries fetch what it shows.
 *
 * In the browser the promise is settled at once (the page shows its loading shape while the data
 * comes); on the server it settles with the data, so the HTML holds it. It never rejects: a
 * failure is the query's error state, which the page shows.
 */
export function prefetchWhenUnlocked(
  queryClient: QueryClient,
  // biome-ignore lint/suspicious/noExplicitAny: any query's options, as prefetchQuery takes them
  options: FetchQueryOptions<any, any, any, any>,
): Promise<void> {
  const server = serverRenders.get(queryClient);
  if (server) return server.isUnlocked ? queryClient.prefetchQuery(options) : Promise.resolve();
  if (isGateOff || isSiteUnlocked()) void queryClient.prefetchQuery(options);
  return Promise.resolve();
}
