import { STORAGE_KEYS } from '@skins/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetApiReads } from '#lib/use-api-read.ts';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { requestedUrls, stubApi } from '#testing/render-catalog-route.tsx';
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
  it('sorts with a GET form that keeps the filters, starts again from page 1 and sends itself on a choice', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ListingResults {...props} />);
    const form = container.querySelector('form');
    const select = form?.querySelector('select');
    if (!form || !select) throw new Error('no sort form');

    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/category/mobile-skins');
    expect([...new FormData(form)]).toEqual([
      ['tags', 'matte'],
      ['sort', 'newest'],
    ]);
    // The page's early script sends it when an option is chosen (kept-taps.test.tsx).
    expect(select.hasAttribute('data-submit-on-change')).toBe(true);
  });

  it('hydrates the server’s page as it is', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ListingResults {...props} />);
    document.body.append(container);
    const recoverable = vi.fn();

    const root = hydrateRoot(container, <ListingResults {...props} />, {
      onRecoverableError: recoverable,
    });
    await act(async () => {});

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
