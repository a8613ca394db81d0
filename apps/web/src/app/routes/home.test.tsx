import { MESSAGES } from '@skins/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct, buildProductList, jsonResponse } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('home page', () => {
  it('lists the latest products with prices and links', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () =>
      jsonResponse(
        buildProductList([
          buildProduct({ name: 'Carbon Fibre Obsidian', price: 549, compareAtPrice: 699 }),
          buildProduct({
            slug: 'marble-white-macbook',
            name: 'Marble White',
            price: 1299,
            compareAtPrice: null,
          }),
        ]),
      ),
    );
    vi.stubGlobal('fetch', fetchFn);

    renderApp('/');

    const card = await screen.findByRole('link', { name: /Carbon Fibre Obsidian/ });
    expect(card.getAttribute('href')).toBe('/product/carbon-fibre-obsidian-iphone');
    expect(within(card).getByText('Rs. 549.00')).toBeTruthy();
    expect(within(card).getByText('Rs. 699.00').tagName).toBe('S');
    const other = screen.getByRole('link', { name: /Marble White/ });
    expect(within(other).getByText('Rs. 1,299.00')).toBeTruthy();
    expect(other.querySelector('s')).toBeNull();
    expect(String(fetchFn.mock.calls[0]?.[0])).toBe('/api/products?limit=12&sort=Newest');
    // The loader's prefetch is reused by the page: one request, not two.
    expect(fetchFn).toHaveBeenCalledOnce();
  });

  it('shows the failure message when the catalog answers 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ message: 'Nope', code: 'NOT_FOUND' }, 404)),
    );

    renderApp('/');

    expect(await screen.findByText(MESSAGES.products.fetchProducts)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
