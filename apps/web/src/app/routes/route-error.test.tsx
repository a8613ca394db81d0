import { MESSAGES } from '@skins/shared';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error.tsx';

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader,
      element: <p>never shown</p>,
      errorElement: <RouteError />,
      hydrateFallbackElement: <p>loading</p>,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('shows the unexpected error heading when a route throws', async () => {
    // React Router logs the caught error; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(() => {
      throw new Error('boom');
    });

    expect(await screen.findByRole('heading', { name: MESSAGES.unexpectedError })).toBeTruthy();
    expect(screen.queryByText('never shown')).toBeNull();
  });

  it('shows the 404 page when a loader throws a 404 response', async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    });

    expect(await screen.findByRole('heading', { name: MESSAGES.notFound })).toBeTruthy();
  });
});
