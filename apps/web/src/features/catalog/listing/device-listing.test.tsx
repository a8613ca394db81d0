import { STORAGE_KEYS } from '@skins/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as category from '#app/routes/category.tsx';
import * as searchRoute from '#app/routes/search.tsx';
import { DevicePickerHost } from '#features/device/index.ts';
import { forgetApiReads } from '#lib/use-api-read.ts';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { renderCatalogRoute, requestedUrls, stubApi } from '#testing/render-catalog-route.tsx';

const DEVICES = {
  data: [{ brand: 'Apple', models: ['iPhone 15', 'iPhone 16 Pro'] }],
};

/** The API as these pages call it: a fitting product only when the device is iPhone 16 Pro. */
function stubShop() {
  return stubApi((url) => {
    if (url.pathname === '/api/devices') return jsonResponse(DEVICES);
    const model = url.searchParams.get('model');
    const products =
      model === null
        ? [
            buildProduct({ slug: 'fits-16-pro', name: 'Fits 16 Pro' }),
            buildProduct({ slug: 'fits-15', name: 'Fits 15' }),
          ]
        : model === 'iPhone 16 Pro'
          ? [buildProduct({ slug: 'fits-16-pro', name: 'Fits 16 Pro' })]
          : [];
    return jsonResponse(buildProductList(products));
  });
}

function renderPage(path: string) {
  return renderCatalogRoute(
    (queryClient) => [
      {
        path: '/category/:category/:type?',
        Component: () => (
          <>
            <category.Component />
            <DevicePickerHost />
          </>
        ),
        loader: category.createLoader(queryClient),
      },
      {
        path: '/search',
        Component: () => (
          <>
            <searchRoute.Component />
            <DevicePickerHost />
          </>
        ),
        loader: searchRoute.createLoader(queryClient),
      },
    ],
    path,
  );
}

const remember = (model: string) =>
  window.localStorage.setItem(STORAGE_KEYS.chosenDevice, JSON.stringify({ brand: 'Apple', model }));
const bar = () => screen.queryByText(/Showing skins that fit/);

beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.siteUnlocked, 'true'));
afterEach(() => {
  window.localStorage.clear();
  // The islands keep an answer for the page's life; each test is a new page.
  forgetApiReads();
});

describe('listings with a chosen device', () => {
  it('ask for the device’s skins (brand + model) and say so above the grid', async () => {
    remember('iPhone 16 Pro');
    const fetchFn = stubShop();
    renderPage('/category/mobile-skins');

    // The page's own list (every device's) shows first, dimmed, until the device's arrives.
    expect(await screen.findByRole('link', { name: /Fits 15/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Fits 15/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Fits 16 Pro/ })).toBeTruthy();
    expect(bar()?.textContent).toBe('Showing skins that fit iPhone 16 Pro');
    expect(requestedUrls(fetchFn)).toEqual([
      '/api/products?page=1&limit=12&sort=Newest&categories=mobile-skins',
      '/api/products?page=1&limit=12&sort=Newest&categories=mobile-skins&brand=Apple&model=iPhone+16+Pro',
    ]);
  });

  it('carry the device on a product type’s list too', async () => {
    remember('iPhone 15');
    const fetchFn = stubShop();
    renderPage('/category/mobile-skins/iphone');

    expect(
      await screen.findByRole('heading', { name: 'No skins for iPhone 15 here yet' }),
    ).toBeTruthy();
    expect(requestedUrls(fetchFn)).toContain(
      '/api/products/type/iphone?page=1&limit=12&sort=Newest&brand=Apple&model=iPhone+15',
    );
  });

  it('list every device’s skins when none is chosen, and offer to choose one', async () => {
    const fetchFn = stubShop();
    renderPage('/category/mobile-skins');

    expect(await screen.findByRole('link', { name: /Fits 15/ })).toBeTruthy();
    expect(bar()).toBeNull();
    expect(requestedUrls(fetchFn).every((url) => !url.includes('brand='))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Choose your device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your device' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Apple iPhone 16 Pro' }));
    expect(await screen.findByText('Showing skins that fit')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Fits 16 Pro/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Fits 15/ })).toBeNull();
  });

  it('change the device from the bar’s "Change", and show all with "Show all devices"', async () => {
    remember('iPhone 15');
    const fetchFn = stubShop();
    renderPage('/category/mobile-skins');
    await screen.findByRole('heading', { name: 'No skins for iPhone 15 here yet' });

    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your device' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Apple iPhone 16 Pro' }));

    expect(await screen.findByRole('link', { name: /Fits 16 Pro/ })).toBeTruthy();
    expect(bar()?.textContent).toBe('Showing skins that fit iPhone 16 Pro');
    expect(requestedUrls(fetchFn).some((url) => url.includes('model=iPhone+16+Pro'))).toBe(true);

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Show all devices' })),
    );
    expect(await screen.findByRole('link', { name: /Fits 15/ })).toBeTruthy();
    expect(bar()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.chosenDevice)).toBeNull();
  });

  it('narrow full search results the same way', async () => {
    remember('iPhone 16 Pro');
    const fetchFn = stubShop();
    renderPage('/search?query=fits');

    expect(await screen.findByRole('link', { name: /Fits 15/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Fits 15/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Fits 16 Pro/ })).toBeTruthy();
    expect(bar()?.textContent).toBe('Showing skins that fit iPhone 16 Pro');
    expect(requestedUrls(fetchFn)).toContain(
      '/api/products/search/full?query=fits&page=1&limit=10&brand=Apple&model=iPhone+16+Pro',
    );
  });
});
