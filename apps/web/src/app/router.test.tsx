import { MESSAGES } from '@skins/shared';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { renderApp } from '#testing/render-app.tsx';
import { AppProviders } from './providers.tsx';
import { createRoutes } from './router.tsx';

function stubEmptyCatalog() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => jsonResponse(buildProductList([]))),
  );
}

async function expectNotFoundPage() {
  expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeTruthy();
  expect(screen.getByRole('link', { name: /homepage/i }).getAttribute('href')).toBe('/');
}

/** Every route React Router could stop at: the leaves of the tree. */
function leafRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children ? leafRoutes(route.children) : [route]));
}

describe('routes', () => {
  it('gives every leaf route a page (element, Component or lazy module), redirects included', () => {
    const pageless = leafRoutes(createRoutes(createQueryClient()))
      .filter((route) => !route.element && !route.Component && !route.lazy)
      .map((route) => route.id ?? route.path);
    expect(pageless).toEqual([]);
  });

  it.each([
    ['/category', /^\/category\/mobile-skins$/],
    ['/checkout', /^\/(cart|checkout\/p\/[0-9a-f]{24}\/pay)$/],
  ])('redirects %s without a router warning', async (from, to) => {
    stubEmptyCatalog();
    const warn = vi.spyOn(console, 'warn');

    const { router } = renderApp(from);

    await vi.waitFor(() => expect(router.state.location.pathname).toMatch(to));
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([]);
  });

  it('redirects /category to the mobile skins listing', async () => {
    stubEmptyCatalog();

    const { router } = renderApp('/category');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/category/mobile-skins'));
  });

  it.each([
    ['/about', 'About — Skins', 'Skins made to be lived with'],
    ['/blog', 'Blog — Skins', 'The Skins journal'],
    [
      '/blog/apply-phone-skin-without-bubbles',
      'How to apply a phone skin without bubbles — Skins',
      'How to apply a phone skin without bubbles',
    ],
    ['/contact', 'Contact — Skins', 'Contact us'],
    ['/faq', 'FAQs — Skins', 'Frequently asked questions'],
    ['/policies/shipping', 'Shipping Policy — Skins', 'Shipping Policy'],
    ['/policies/returns', 'Return Policy — Skins', 'Return Policy'],
    ['/policies/privacy', 'Privacy Policy — Skins', 'Privacy Policy'],
    ['/policies/terms', 'Terms of Service — Skins', 'Terms of Service'],
    ['/size-guide', 'Size Guide — Skins', 'Size guide: find your exact model'],
  ])('shows %s with its title', async (path, title, heading) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['an unknown policy', '/policies/cookies'],
    ['an unknown article', '/blog/no-such-article'],
    ['an unknown path', '/no/such/page'],
    ['a path below a content page', '/about/team'],
  ])('shows the 404 page for %s', async (_case, path) => {
    renderApp(path);

    await expectNotFoundPage();
  });

  it('shows the error page inside the shop layout when a page fails', async () => {
    // React Router logs the caught error; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = createQueryClient();
    const routes = createRoutes(queryClient);
    routes[0]?.children?.[0]?.children?.push({
      path: 'broken',
      loader: () => {
        throw new Error('boom');
      },
      element: <p>never shown</p>,
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/broken'] });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(await screen.findByRole('heading', { name: MESSAGES.unexpectedError })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByText('never shown')).toBeNull();
  });

  it('scrolls to the top when moving to another page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Skins made to be lived with' });
    scrollTo.mockClear();

    await act(() => router.navigate('/faq'));

    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('links the footer to the policies, FAQs and size guide', async () => {
    renderApp('/about');

    const footer = within(await screen.findByRole('contentinfo'));
    const service = within(footer.getByRole('navigation', { name: 'Customer service' }));
    expect(service.getByRole('link', { name: 'Shipping Policy' }).getAttribute('href')).toBe(
      '/policies/shipping',
    );
    expect(service.getByRole('link', { name: 'Return Policy' }).getAttribute('href')).toBe(
      '/policies/returns',
    );
    expect(service.getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/faq');
    expect(service.getByRole('link', { name: 'Size Guide' }).getAttribute('href')).toBe(
      '/size-guide',
    );
    for (const card of ['Visa', 'Mastercard', 'RuPay', 'UPI', 'American Express']) {
      expect(footer.getByRole('img', { name: card })).toBeTruthy();
    }
    for (const network of ['Instagram', 'YouTube', 'X', 'Facebook']) {
      expect(footer.getByRole('link', { name: `Skins on ${network}` })).toBeTruthy();
    }
  });
});
