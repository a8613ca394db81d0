import { STORAGE_KEYS } from '@skins/shared';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { HydratedMark } from '#app/hydrated-mark.tsx';
import { AppProviders } from '#app/providers.tsx';
import { createRoutes } from '#app/router.tsx';
import { readShopState, type ShopState } from '#app/shop-state.ts';
import { rememberGateIsOff } from '#features/gate/gate-flag.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { removeStorage, writeStorage } from '#lib/storage.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// One client for the app's lifetime: route loaders and components share its cache.
const queryClient = createQueryClient();
const shopState = readShopState(document);

if (shopState) {
  void hydratePage(shopState, queryClient);
} else {
  // No server rendered this page (sign-in and the admin, the Vite dev server): the browser draws it.
  const routes = createRoutes(queryClient);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
        <HydratedMark />
      </AppProviders>
    </StrictMode>,
  );
}

/** Takes over the server's HTML: same data, same route table, same gate, so the same page. */
async function hydratePage(state: ShopState, client: QueryClient): Promise<void> {
  hydrate(client, state.queries);
  // The flag follows the cookie the server just read (spec §3 keeps the flag; the server decides).
  // With the gate off there is nothing to pass: the flag is left as it is, and loaders may fetch.
  if (state.gate === 'passed') writeStorage(STORAGE_KEYS.siteUnlocked, 'true');
  if (state.gate === 'closed') removeStorage(STORAGE_KEYS.siteUnlocked);
  if (state.gate === 'off') rememberGateIsOff();

  const routes = createRoutes(client);
  await loadLazyRoutes(routes);
  // createBrowserRouter reads this global, reviving the errors it holds.
  Object.assign(window, { __staticRouterHydrationData: state.router });
  const router = createBrowserRouter(routes);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page, so a tap during it is answered sooner. (Evaluating the
  // app's code is still one long task: decision 032.)
  startTransition(() => {
    hydrateRoot(
      // biome-ignore lint/style/noNonNullAssertion: checked at the top of the module
      container!,
      <StrictMode>
        <AppProviders queryClient={client} initialGate={state.gate === 'closed' ? 'gate' : 'store'}>
          <RouterProvider router={router} />
          <HydratedMark />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/**
 * The page's own route modules, loaded before hydrating: a lazy route still loading would draw
 * its fallback where the server drew the page.
 */
async function loadLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
