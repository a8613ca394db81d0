import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { paths } from './paths.ts';
import { createHomeLoader, HomePage } from './routes/home.tsx';
import { LoginPage } from './routes/login.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

/** The route tree; tests mount it with `createMemoryRouter`. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // Only reached when the layout itself fails; page errors render inside the layout below.
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner label="Loading the shop" />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomePage />, loader: createHomeLoader(queryClient) },
            { path: paths.login(), element: <LoginPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
