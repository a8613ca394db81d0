import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '#app/providers.tsx';
import { NotFoundPage } from '#app/routes/not-found.tsx';
import { RouteError } from '#app/routes/route-error.tsx';
import { categoriesQueryOptions } from '#features/catalog/api/get-categories.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { SEEDED_CATEGORY_ANSWERS } from '#testing/stub-api-calls.ts';
import { ToastHost } from '#ui/toast/toast-host.tsx';

/**
 * Mounts catalog routes the way the app's router does (loader from the query client, the shared
 * error element), without the site layout, so these tests only see the page under test.
 */
export function renderCatalogRoute(
  routesOf: (queryClient: QueryClient) => RouteObject[],
  path: string,
) {
  const queryClient = createQueryClient();
  // As a server-rendered page carries them (entry-server.tsx): the shop's categories.
  queryClient.setQueryData(categoriesQueryOptions().queryKey, SEEDED_CATEGORY_ANSWERS);
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>Loading the shop</p>,
        children: [...routesOf(queryClient), { path: '*', element: <NotFoundPage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      {/* The layout's toasts, which the page's own (Add to Cart) show. */}
      <ToastHost />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

type Answer = Response | Promise<Response>;

/** Stubs `fetch` with a handler that sees the request URL (path and query) of each call. */
export function stubApi(handler: (url: URL) => Answer) {
  const fetchFn = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test');
    return handler(url);
  });
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

/** The API URLs fetched so far, as `path?query`. */
export function requestedUrls(fetchFn: ReturnType<typeof stubApi>): string[] {
  return fetchFn.mock.calls.map(([input]) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test');
    return `${url.pathname}${url.search}`;
  });
}
