import { MESSAGES } from '@skins/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct, jsonResponse } from '#testing/fixtures.ts';
import { renderCatalogRoute, requestedUrls, stubApi } from '#testing/render-catalog-route.tsx';
import { createHomeLoader, HomePage } from './home.tsx';

const newest = buildProduct({
  slug: 'carbon-fibre-obsidian-iphone',
  name: 'Carbon Fibre Obsidian',
  price: 549,
  compareAtPrice: 699,
});
const popular = buildProduct({
  slug: 'marble-white-macbook',
  name: 'Marble White',
  price: 1299,
  compareAtPrice: null,
  productType: { name: 'macbook' },
  category: 'laptop-skins',
});

function renderHome() {
  return renderCatalogRoute(
    (queryClient) => [{ path: '/', element: <HomePage />, loader: createHomeLoader(queryClient) }],
    '/',
  );
}

const failure = () => jsonResponse({ message: 'Bad', code: 'VALIDATION_FAILED' }, 400);

describe('home page', () => {
  it('opens with the hero and a Shop now link to mobile skins', async () => {
    stubApi(() => jsonResponse({ data: [] }));

    renderHome();

    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Shop now/ }).getAttribute('href')).toBe(
      '/category/mobile-skins',
    );
  });

  it('links a tile for each of the four categories', async () => {
    stubApi(() => jsonResponse({ data: [] }));

    renderHome();

    const tiles = within(await screen.findByRole('region', { name: 'Find your fit' }));
    expect(tiles.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/category/mobile-skins',
      '/category/laptop-skins',
      '/category/console-skins',
      '/category/accessories',
    ]);
  });

  it('fills the New Arrivals and Trending rails from the API, one request each', async () => {
    const fetchFn = stubApi((url) =>
      jsonResponse({ data: url.pathname.endsWith('/new-arrivals') ? [newest] : [popular] }),
    );

    renderHome();

    const arrivals = await screen.findByRole('region', { name: 'New Arrivals' });
    const card = await within(arrivals).findByRole('link', { name: /Carbon Fibre Obsidian/ });
    expect(card.getAttribute('href')).toBe('/product/carbon-fibre-obsidian-iphone');
    expect(within(card).getByText('Rs. 549.00')).toBeTruthy();
    expect(within(card).getByText('Rs. 699.00').tagName).toBe('S');
    const trending = screen.getByRole('region', { name: 'Trending' });
    const other = await within(trending).findByRole('link', { name: /Marble White/ });
    expect(within(other).getByText('Rs. 1,299.00')).toBeTruthy();
    expect(other.querySelector('s')).toBeNull();
    // The loader's prefetch is reused by the rails: one request each, not two.
    expect(requestedUrls(fetchFn).sort()).toEqual([
      '/api/products/new-arrivals?limit=8',
      '/api/products/trending?limit=8',
    ]);
  });

  it('shows each rail’s own error, with a Try again link that loads the page again', async () => {
    stubApi(() => failure());

    renderHome();

    const arrivals = await screen.findByRole('region', { name: 'New Arrivals' });
    const arrivalsError = await within(arrivals).findByRole('alert');
    expect(arrivalsError.textContent).toContain(MESSAGES.products.newArrivals);
    const trending = screen.getByRole('region', { name: 'Trending' });
    expect((await within(trending).findByRole('alert')).textContent).toContain(
      MESSAGES.products.trending,
    );
    // The page is a document (decision 045): the retry is the page itself, fetched again.
    expect(
      within(arrivalsError).getByRole('link', { name: 'Try again' }).getAttribute('href'),
    ).toBe('/');
  });

  it('has a Stay Updated band with the newsletter sign-up', async () => {
    stubApi(() => jsonResponse({ data: [] }));

    renderHome();

    const band = within(await screen.findByRole('region', { name: 'Stay Updated' }));
    expect(band.getByText(/since 2020/)).toBeTruthy();
    const email = await band.findByRole<HTMLInputElement>('textbox', { name: 'Email address' });
    expect(email.disabled).toBe(false);
    expect(band.getByRole<HTMLButtonElement>('button', { name: 'Subscribe' }).disabled).toBe(false);
  });
});
