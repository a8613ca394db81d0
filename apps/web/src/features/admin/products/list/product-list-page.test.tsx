import type { ProductList } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_RENDER } from '#testing/admin/product-test-kit.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { buildProduct, jsonResponse } from '#testing/fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

function listOf(products = [buildProduct()], overrides: Partial<ProductList> = {}): ProductList {
  return {
    data: products,
    page: 1,
    limit: 20,
    total: products.length,
    totalPages: 1,
    ...overrides,
  };
}

const queryOf = (call: ApiCall | undefined) => Object.fromEntries(call?.query ?? []);

describe('the admin product list', () => {
  it('lists every product, inactive ones too, with its image, prices, status and date', async () => {
    const { api } = renderAdmin('/admin/products', (call) =>
      call.path === '/products'
        ? jsonResponse(
            listOf([
              buildProduct({
                _id: 'p1',
                name: 'Carbon Obsidian',
                updatedAt: '2026-03-04T10:00:00Z',
              }),
              buildProduct({
                _id: 'p2',
                slug: 'walnut-macbook',
                name: 'Walnut MacBook',
                category: 'laptop-skins',
                productType: { name: 'macbook' },
                price: 1299.5,
                compareAtPrice: null,
                active: false,
                soldOut: true,
              }),
            ]),
          )
        : undefined,
    );

    const table = await screen.findByRole('table', { name: 'Products' }, FIRST_RENDER);
    expect(queryOf(api.callsTo('/products')[0])).toEqual({
      page: '1',
      limit: '20',
      sort: 'Newest',
      includeInactive: 'true',
    });
    expect(screen.getByText('2 products')).toBeTruthy();
    const [, first, second] = within(table).getAllByRole('row');
    const firstRow = within(first as HTMLElement);
    expect(firstRow.getByRole('link', { name: 'Carbon Obsidian' }).getAttribute('href')).toBe(
      '/admin/products/p1',
    );
    expect(firstRow.getByText('Rs. 549.00')).toBeTruthy();
    expect(firstRow.getByText('Rs. 699.00')).toBeTruthy();
    expect(firstRow.getByText('Active')).toBeTruthy();
    expect(firstRow.getByText('Mobile Skins')).toBeTruthy();
    expect(firstRow.getByText('iPhone')).toBeTruthy();
    expect(firstRow.getByText('4 Mar 2026')).toBeTruthy();
    const secondRow = within(second as HTMLElement);
    expect(secondRow.getByText('Inactive')).toBeTruthy();
    // Stock 0 (decision 065): said under the status; the first row has stock left.
    expect(secondRow.getByText('Sold out')).toBeTruthy();
    expect(firstRow.queryByText('Sold out')).toBeNull();
    expect(secondRow.getByText('Rs. 1,299.50')).toBeTruthy();
    expect(secondRow.getByText('MacBook')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add product' }).getAttribute('href')).toBe(
      '/admin/products/new',
    );
  });

  it('sends the search, category, status and page of the URL', async () => {
    const { api } = renderAdmin(
      '/admin/products?search=carbon&category=mobile-skins&status=active&page=3',
      (call) =>
        call.path === '/products'
          ? jsonResponse(listOf([buildProduct()], { page: 3, total: 41, totalPages: 3 }))
          : undefined,
    );

    await screen.findByRole('table', { name: 'Products' }, FIRST_RENDER);
    expect(queryOf(api.callsTo('/products')[0])).toEqual({
      page: '3',
      limit: '20',
      search: 'carbon',
      sort: 'Newest',
      categories: 'mobile-skins',
    });
    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/admin/products?search=carbon&category=mobile-skins&status=active&page=2',
    );
  });

  it('lists one product type from /products/type/{type}', async () => {
    const { api } = renderAdmin('/admin/products?category=laptop-skins&type=dell', (call) =>
      call.path === '/products/type/dell' ? jsonResponse(listOf()) : undefined,
    );

    await screen.findByRole('table', { name: 'Products' }, FIRST_RENDER);
    expect(queryOf(api.callsTo('/products/type/dell')[0])).toEqual({
      page: '1',
      limit: '20',
      sort: 'Newest',
      includeInactive: 'true',
    });
  });

  it('filters by category from page 1, forgetting a type of another category', async () => {
    const { api, router } = renderAdmin('/admin/products?type=ps5&page=2', (call) =>
      call.path.startsWith('/products') ? jsonResponse(listOf()) : undefined,
    );
    await screen.findByRole('table', { name: 'Products' }, FIRST_RENDER);

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'mobile-skins' } });

    await waitFor(() => expect(router.state.location.search).toBe('?category=mobile-skins'));
    await waitFor(() => expect(api.callsTo('/products')).toHaveLength(1));
    expect(queryOf(api.callsTo('/products')[0]).categories).toBe('mobile-skins');
  });

  it('searches through the URL, back at page 1', async () => {
    const { api, router } = renderAdmin('/admin/products?page=4', (call) =>
      call.path === '/products' ? jsonResponse(listOf()) : undefined,
    );
    await screen.findByRole('table', { name: 'Products' }, FIRST_RENDER);

    const search = screen.getByLabelText('Search products');
    fireEvent.change(search, { target: { value: 'walnut' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);

    await waitFor(() => expect(router.state.location.search).toBe('?search=walnut'));
    await waitFor(() => expect(queryOf(api.calls.at(-1)).search).toBe('walnut'));
  });

  it('says when there are no products yet, and when nothing matches', async () => {
    const empty = (call: ApiCall) =>
      call.path === '/products' ? jsonResponse(listOf([], { totalPages: 0 })) : undefined;
    const { unmount } = renderAdmin('/admin/products', empty);
    expect(await screen.findByText('No products yet', {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add the first product' })).toBeTruthy();
    unmount();

    renderAdmin('/admin/products?search=zzz', empty);
    expect(await screen.findByText('No products match', {}, FIRST_RENDER)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Clear the search and filters' }).getAttribute('href'),
    ).toBe('/admin/products');
  });

  it('shows the server’s refusal with a way to try again', async () => {
    renderAdmin('/admin/products', (call) =>
      call.path === '/products'
        ? jsonResponse({ message: 'This needs an admin account.', code: 'FORBIDDEN' }, 403)
        : undefined,
    );

    expect(await screen.findByText('This needs an admin account.', {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
