import { MESSAGES, type ProductList } from '@skins/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { renderCatalogRoute, requestedUrls, stubApi } from '#testing/render-catalog-route.tsx';
import * as category from './category.tsx';

function renderCategory(path: string) {
  return renderCatalogRoute(
    (queryClient) => [
      {
        path: '/category/:category/:type?',
        Component: category.Component,
        loader: category.createLoader(queryClient),
      },
    ],
    path,
  );
}

function listOf(count: number, overrides: Partial<ProductList> = {}): ProductList {
  const products = Array.from({ length: count }, (_, index) =>
    buildProduct({ slug: `skin-${index + 1}`, name: `Skin ${index + 1}` }),
  );
  return { ...buildProductList(products), ...overrides };
}

describe('category listing', () => {
  it('lists a category from /products?categories=… with the default sort and page size', async () => {
    const fetchFn = stubApi(() => jsonResponse(listOf(2)));

    renderCategory('/category/mobile-skins');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile Skins' })).toBeTruthy();
    const card = await screen.findByRole('link', { name: /Skin 1/ });
    expect(card.getAttribute('href')).toBe('/product/skin-1');
    expect(within(card).getByText('Rs. 549.00')).toBeTruthy();
    expect(requestedUrls(fetchFn)).toEqual([
      '/api/products?page=1&limit=12&sort=Newest&categories=mobile-skins',
    ]);
    expect(screen.getByText('2 products')).toBeTruthy();
  });

  it('lists a product type from /products/type/{type}', async () => {
    const fetchFn = stubApi(() => jsonResponse(listOf(1)));

    renderCategory('/category/laptop-skins/macbook');

    expect(await screen.findByRole('heading', { level: 1, name: 'MacBook Skins' })).toBeTruthy();
    await screen.findByRole('link', { name: /Skin 1/ });
    expect(requestedUrls(fetchFn)).toEqual([
      '/api/products/type/macbook?page=1&limit=12&sort=Newest',
    ]);
    const types = screen.getByRole('navigation', { name: 'Laptop Skins types' });
    expect(within(types).getByRole('link', { name: 'MacBook' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows skeletons until the products arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchFn = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));

    renderCategory('/category/console-skins');

    expect(await screen.findByText('Loading products')).toBeTruthy();
    // The skeleton shows before the query asks: answer only once it has (a busy machine widens
    // the gap, and an answer given before the request is lost).
    await waitFor(() => expect(fetchFn).toHaveBeenCalled());
    await act(async () => answer(jsonResponse(listOf(1))));
    expect(await screen.findByRole('link', { name: /Skin 1/ })).toBeTruthy();
    expect(screen.queryByText('Loading products')).toBeNull();
  });

  it('reads sort, filters and page from the URL and asks the API for them', async () => {
    const fetchFn = stubApi(() => jsonResponse(listOf(12, { page: 2, total: 30, totalPages: 3 })));

    renderCategory('/category/mobile-skins?sort=price-desc&tags=matte,new&page=2');

    await screen.findByRole('link', { name: /Skin 1\b/ });
    expect(requestedUrls(fetchFn)).toEqual([
      '/api/products?page=2&limit=12&sort=PriceHighLow&tags=matte%2Cnew&categories=mobile-skins',
    ]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe(
      'price-desc',
    );
    const filters = within(screen.getByRole('navigation', { name: 'Filter' }));
    expect(filters.getByRole('link', { name: 'Matte' }).getAttribute('aria-current')).toBe('true');
    expect(filters.getByRole('link', { name: 'New' }).getAttribute('aria-current')).toBe('true');
    expect(filters.getByRole('link', { name: 'Glossy' }).getAttribute('aria-current')).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('sorts with a GET form to the listing that keeps the filters, sent on a choice or by its button', async () => {
    stubApi(() => jsonResponse(listOf(12, { total: 30, totalPages: 3 })));
    renderCategory('/category/mobile-skins?tags=glossy&page=3&utm_source=mail');
    await screen.findByRole('link', { name: /Skin 1\b/ });

    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    const form = select.form;
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/category/mobile-skins');
    // What the browser sends: the chosen sort and the other parameters, never the old page.
    select.value = 'name';
    expect(new URLSearchParams(new FormData(form ?? undefined) as never).toString()).toBe(
      'tags=glossy&utm_source=mail&sort=name',
    );
    // Sent on a choice by the page's early script (kept-taps.test.tsx), by its button without
    // JavaScript.
    expect(select.hasAttribute('data-submit-on-change')).toBe(true);
    expect(screen.getByRole('button', { name: 'Sort' })).toBeTruthy();
  });

  it('links each filter to the list with it toggled, from page 1', async () => {
    const fetchFn = stubApi(() => jsonResponse(listOf(12, { total: 40, totalPages: 4 })));
    renderCategory('/category/mobile-skins?tags=matte&page=3');
    await screen.findByRole('link', { name: /Skin 1\b/ });

    const filters = within(screen.getByRole('navigation', { name: 'Filter' }));
    expect(filters.getByRole('link', { name: 'Glossy' }).getAttribute('href')).toBe(
      '/category/mobile-skins?tags=matte%2Cglossy',
    );
    expect(filters.getByRole('link', { name: 'Matte' }).getAttribute('href')).toBe(
      '/category/mobile-skins',
    );
    expect(requestedUrls(fetchFn)).toEqual([
      '/api/products?page=3&limit=12&sort=Newest&tags=matte&categories=mobile-skins',
    ]);
  });

  it('links pages with the current sort and filters', async () => {
    stubApi(() => jsonResponse(listOf(12, { total: 30, totalPages: 3 })));
    renderCategory('/category/mobile-skins?sort=name&tags=matte');

    const pages = await screen.findByRole('navigation', { name: 'Pagination' });

    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/category/mobile-skins?sort=name&tags=matte&page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/category/mobile-skins?sort=name&tags=matte&page=3',
    );
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).toBeNull();
  });

  it('offers to clear the filters when nothing matches them', async () => {
    stubApi((url) =>
      jsonResponse(
        url.searchParams.has('tags') ? listOf(0, { total: 0, totalPages: 0 }) : listOf(3),
      ),
    );
    renderCategory('/category/accessories?sort=popular&tags=holographic');

    expect(
      await screen.findByRole('heading', { name: 'No skins match these filters' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/category/accessories?sort=popular',
    );
  });

  it('shows the spec message with a Try again link that loads the page again', async () => {
    stubApi(() => jsonResponse({ message: 'Bad', code: 'VALIDATION_FAILED' }, 400));

    renderCategory('/category/mobile-skins?sort=name');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.products.fetchProducts);
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/category/mobile-skins?sort=name',
    );
  });

  it('uses the product-type message when a type list fails', async () => {
    stubApi(() => jsonResponse({ message: 'Bad', code: 'VALIDATION_FAILED' }, 400));

    renderCategory('/category/console-skins/ps5');

    expect((await screen.findByRole('alert')).textContent).toContain(
      MESSAGES.products.fetchProductsByType,
    );
  });

  it.each(['/category/phones', '/category/laptop-skins/iphone'])(
    'shows the 404 page for %s without asking the API',
    async (path) => {
      const fetchFn = stubApi(() => jsonResponse(listOf(1)));

      renderCategory(path);

      expect(await screen.findByRole('heading', { name: MESSAGES.notFound })).toBeTruthy();
      expect(fetchFn).not.toHaveBeenCalled();
    },
  );
});
