import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '#app/providers.tsx';
import { createRoutes } from '#app/router.tsx';
import { createQueryClient } from '#lib/query-client.ts';

/** Mounts the real route tree at `path`, as the browser would show it. */
export function renderApp(path: string, queryClient = createQueryClient()) {
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
