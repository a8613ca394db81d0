import { MESSAGES, type ProductList } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { renderCatalogRoute, requestedUrls, stubApi } from '#testing/render-catalog-route.tsx';
import * as search from './search.tsx';

function renderSearch(path: string) {
  return renderCatalogRoute(
    (queryClient) => [
      { path: '/search', Component: search.Component, loader: search.createLoader(queryClient) },
    ],
    path,
  );
}

function results(count: number, overrides: Partial<ProductList> = {}): ProductList {
  const products = Array.from({ length: count }, (_, index) =>
    buildProduct({ slug: `marble-${index + 1}`, name: `Marble ${index + 1}` }),
  );
  return { ...buildProductList(products), limit: 10, ...overrides };
}

describe('search results page', () => {
  it('asks nothing for a blank query and prompts for one', async () => {
    const fetchFn = stubApi(() => jsonResponse(results(1)));

    renderSearch('/search?query=%20%20');

    expect(await screen.findByRole('heading', { level: 1, name: 'Search the shop' })).toBeTruthy();
    expect(screen.getByText(/Type a design, finish or device/)).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeTruthy();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('lists the full results, 10 per page, under the query', async () => {
    const fetchFn = stubApi(() => jsonResponse(results(10, { total: 23, totalPages: 3 })));

    renderSearch('/search?query=marble');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for "marble"' }),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Marble 10/ })).toBeTruthy();
    expect(screen.getByText('23 results')).toBeTruthy();
    expect(requestedUrls(fetchFn)).toEqual([
      '/api/products/search/full?query=marble&page=1&limit=10',
    ]);
    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/search?query=marble&page=2',
    );
  });

  it('follows the page in the URL', async () => {
    const fetchFn = stubApi(() => jsonResponse(results(3, { page: 3, total: 23, totalPages: 3 })));
    const { router } = renderSearch('/search?query=marble&page=3');

    await screen.findByRole('link', { name: /Marble 1\b/ });
    expect(requestedUrls(fetchFn)).toEqual([
      '/api/products/search/full?query=marble&page=3&limit=10',
    ]);

    fireEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?query=marble&page=2'));
    await waitFor(() =>
      expect(requestedUrls(fetchFn)).toContain(
        '/api/products/search/full?query=marble&page=2&limit=10',
      ),
    );
  });

  it('says "No results found" when nothing matches', async () => {
    stubApi(() => jsonResponse(results(0, { total: 0, totalPages: 0 })));

    renderSearch('/search?query=zzqq');

    expect(await screen.findByRole('heading', { name: MESSAGES.search.noResults })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Laptop Skins' }).getAttribute('href')).toBe(
      '/category/laptop-skins',
    );
  });

  it('shows the spec message with a retry when the search fails', async () => {
    let isDown = true;
    stubApi(() =>
      isDown
        ? jsonResponse({ message: 'Bad', code: 'VALIDATION_FAILED' }, 400)
        : jsonResponse(results(1)),
    );

    renderSearch('/search?query=marble');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.products.search);
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Marble 1/ })).toBeTruthy();
  });

  it('searches again from its own form', async () => {
    stubApi(() => jsonResponse(results(1)));
    const { router } = renderSearch('/search?query=marble');
    const input = await screen.findByRole('searchbox', { name: 'Search products' });

    fireEvent.change(input, { target: { value: 'carbon fibre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.search).toBe('?query=carbon+fibre'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for "carbon fibre"' }),
    ).toBeTruthy();
  });
});
