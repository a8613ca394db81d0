import { MESSAGES, type ProductList } from '@skins/shared';
import { screen, within } from '@testing-library/react';
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

  it('follows the page in the URL, and links the pages around it', async () => {
    const fetchFn = stubApi(() => jsonResponse(results(3, { page: 3, total: 23, totalPages: 3 })));
    renderSearch('/search?query=marble&page=3');

    await screen.findByRole('link', { name: /Marble 1\b/ });
    expect(requestedUrls(fetchFn)).toEqual([
      '/api/products/search/full?query=marble&page=3&limit=10',
    ]);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/search?query=marble&page=2',
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

  it('shows the spec message with a Try again link that loads the page again', async () => {
    stubApi(() => jsonResponse({ message: 'Bad', code: 'VALIDATION_FAILED' }, 400));

    renderSearch('/search?query=marble');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.products.search);
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/search?query=marble',
    );
  });

  it('searches again from its own form: a GET form to /search, which works without JavaScript', async () => {
    stubApi(() => jsonResponse(results(1)));
    renderSearch('/search?query=marble');
    const input = await screen.findByRole<HTMLInputElement>('searchbox', {
      name: 'Search products',
    });

    const form = input.form;
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(input.name).toBe('query');
    expect(input.value).toBe('marble');
  });
});
