import { STORAGE_KEYS } from '@skins/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetApiReads } from '#lib/use-api-read.ts';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { requestedUrls, stubApi } from '#testing/render-catalog-route.tsx';
import { stubLocation } from '#testing/stub-location.ts';
import { toCardList } from '../results/card-list.ts';
import { ListingResults, type ListingResultsProps } from './listing-results.tsx';

const everyDevice = toCardList(
  buildProductList([buildProduct({ slug: 'fits-15', name: 'Fits 15' })]),
);

const props: ListingResultsProps = {
  state: { sort: 'Newest', tags: ['matte'], page: 2 },
  pathname: '/category/mobile-skins',
  search: '?tags=matte&page=2',
  request: {
    path: '/products',
    query: { page: 2, limit: 12, sort: 'Newest', tags: ['matte'], categories: ['mobile-skins'] },
  },
  initial: everyDevice,
  errorMessage: 'Failed to fetch products',
  showsDevice: true,
};

afterEach(() => {
  window.localStorage.clear();
  forgetApiReads();
});

describe('the listing’s island', () => {
  it('takes in a sort chosen in the server’s page before it hydrated: it goes there', async () => {
    const assign = stubLocation({ pathname: props.pathname });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ListingResults {...props} />);
    document.body.append(container);
    // The shopper picks "Name" while the island's code is still on its way.
    const select = container.querySelector('select');
    if (!select) throw new Error('no sort menu');
    select.value = 'name';

    const root = hydrateRoot(container, <ListingResults {...props} />);
    await act(async () => {});

    // A new sort starts again from page 1 and keeps the filters.
    expect(assign).toHaveBeenCalledWith('/category/mobile-skins?sort=name&tags=matte');
    expect(select.value).toBe('name');
    act(() => root.unmount());
    container.remove();
  });

  it('hydrates without going anywhere when the menu shows the page’s own sort', async () => {
    const assign = stubLocation({ pathname: props.pathname });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ListingResults {...props} />);
    document.body.append(container);
    const recoverable = vi.fn();

    const root = hydrateRoot(container, <ListingResults {...props} />, {
      onRecoverableError: recoverable,
    });
    await act(async () => {});

    expect(assign).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('shows the spec message when the device’s own list fails, and its Try again asks again', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.chosenDevice,
      JSON.stringify({ brand: 'Apple', model: 'iPhone 15' }),
    );
    let isDown = true;
    const fetchFn = stubApi(() =>
      isDown
        ? jsonResponse({ message: 'Bad', code: 'INTERNAL' }, 500)
        : jsonResponse(buildProductList([buildProduct({ slug: 'just-15', name: 'Just 15' })])),
    );

    render(<ListingResults {...props} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch products');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: /Just 15/ })).toBeTruthy();
    expect(requestedUrls(fetchFn)).toEqual([
      '/api/products?page=2&limit=12&sort=Newest&tags=matte&categories=mobile-skins&brand=Apple&model=iPhone+15',
      '/api/products?page=2&limit=12&sort=Newest&tags=matte&categories=mobile-skins&brand=Apple&model=iPhone+15',
    ]);
  });
});
