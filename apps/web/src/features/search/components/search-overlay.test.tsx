import { type AutocompleteItem, MESSAGES, SEEDED_CATEGORIES } from '@skins/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { stubLocation } from '#testing/stub-location.ts';
import { SearchOverlay } from './search-overlay.tsx';

const carbon: AutocompleteItem = {
  _id: 'p1',
  slug: 'carbon-fibre-obsidian-iphone',
  name: 'Carbon Fibre Obsidian — iPhone 16 Pro Skin',
  thumbnail: '/media/art/v2/iphone/carbon-fibre/obsidian/thumb.svg',
  price: 549,
  category: 'mobile-skins',
  productType: { name: 'iphone' },
};

type Handler = (query: string) => Response | Promise<Response>;

/** Answers the two search calls; records every URL asked. */
function stubApi({
  autocomplete = () => jsonResponse({ data: [carbon] }),
  full = () =>
    jsonResponse({
      ...buildProductList([
        buildProduct({ slug: 'marble-white-macbook', name: 'Marble White — MacBook Air Skin' }),
      ]),
      total: 37,
      limit: 10,
    }),
}: {
  autocomplete?: Handler;
  full?: Handler;
} = {}) {
  const fetchFn = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    const query = url.searchParams.get('query') ?? '';
    if (url.pathname === '/api/products/search/autocomplete') return autocomplete(query);
    if (url.pathname === '/api/products/search/full') return full(query);
    return jsonResponse({ message: 'No route', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchFn);
  const urls = () => fetchFn.mock.calls.map(([input]) => String(input));
  return { fetchFn, urls };
}

function Harness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Search
      </button>
      <SearchOverlay
        open={isOpen}
        onClose={() => setIsOpen(false)}
        categories={SEEDED_CATEGORIES}
      />
    </>
  );
}

function renderOverlay() {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Search' });
  const open = () => {
    fireEvent.click(opener);
    return screen.getByRole('dialog', { name: MESSAGES.search.title });
  };
  return { opener, open };
}

/**
 * Clicks `link`; true when nothing stopped the browser following its href. jsdom cannot
 * navigate, so the click is cancelled once the page's own handlers have seen it.
 */
function clickLink(link: HTMLElement): boolean {
  let isFollowed = false;
  window.addEventListener(
    'click',
    (event) => {
      isFollowed = !event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  fireEvent.click(link);
  return isFollowed;
}

const input = () => screen.getByRole('searchbox', { name: 'Search for skins' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('SearchOverlay', () => {
  it('opens as a modal dialog titled Search Products, focused on its input', () => {
    stubApi();
    const { open } = renderOverlay();
    const dialog = open();

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Search Products' })).toBeTruthy();
    expect(document.activeElement).toBe(input());
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    for (const chip of ['Phone Skins', 'Laptop Wraps', 'Matte Finish', 'Glossy Finish']) {
      expect(within(dialog).getByRole('button', { name: chip })).toBeTruthy();
    }
  });

  it('renders nothing while closed', () => {
    render(<SearchOverlay open={false} onClose={() => undefined} categories={SEEDED_CATEGORIES} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has Suggestions and Full Results tabs, moved between with the arrow keys', () => {
    stubApi();
    renderOverlay().open();
    const tablist = screen.getByRole('tablist');
    const [suggestions, full] = within(tablist).getAllByRole('tab');
    if (!suggestions || !full) throw new Error('two tabs expected');
    expect(suggestions.textContent).toBe('Suggestions');
    expect(full.textContent).toBe('Full Results');
    expect(suggestions.getAttribute('aria-selected')).toBe('true');
    expect(suggestions.tabIndex).toBe(0);
    expect(full.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(suggestions.id);
    expect(suggestions.getAttribute('aria-controls')).toBe(panel.id);

    suggestions.focus();
    fireEvent.keyDown(suggestions, { key: 'ArrowRight' });
    expect(full.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(full);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(full.id);

    fireEvent.keyDown(full, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(suggestions);
    fireEvent.keyDown(suggestions, { key: 'End' });
    expect(document.activeElement).toBe(full);
    fireEvent.keyDown(full, { key: 'Home' });
    expect(suggestions.getAttribute('aria-selected')).toBe('true');
  });

  it('suggests products after a pause in typing, each opening its product page', async () => {
    const { urls } = stubApi();
    renderOverlay().open();

    type('c');
    type('ca');
    type('carbon');
    const link = await screen.findByRole('link', { name: /Carbon Fibre Obsidian/ });
    expect(urls()).toEqual(['/api/products/search/autocomplete?query=carbon']);
    expect(link.getAttribute('href')).toBe('/product/carbon-fibre-obsidian-iphone');
    expect(within(link).getByText('Rs. 549.00')).toBeTruthy();
    expect(within(link).getByText('iPhone · Mobile Skins')).toBeTruthy();
    expect(link.querySelector('img')?.getAttribute('src')).toBe(carbon.thumbnail);
    expect(screen.getByRole('link', { name: 'View all results' }).getAttribute('href')).toBe(
      '/search?query=carbon',
    );

    expect(clickLink(link)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks nothing for blank input', async () => {
    const { fetchFn } = stubApi();
    renderOverlay().open();
    type('   ');
    fireEvent.click(screen.getByRole('tab', { name: 'Full Results' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(fetchFn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Phone Skins' })).toBeTruthy();
  });

  it('fills the input from a popular-search chip and searches at once', async () => {
    const { urls } = stubApi();
    renderOverlay().open();
    fireEvent.click(screen.getByRole('button', { name: 'Matte Finish' }));
    expect((input() as HTMLInputElement).value).toBe('Matte Finish');
    await screen.findByRole('link', { name: /Carbon Fibre Obsidian/ });
    expect(urls()).toEqual(['/api/products/search/autocomplete?query=Matte+Finish']);
  });

  it('shows the full results, ten at most, with View all results', async () => {
    const { urls } = stubApi();
    renderOverlay().open();
    type('marble');
    fireEvent.click(screen.getByRole('tab', { name: 'Full Results' }));
    const link = await screen.findByRole('link', { name: /Marble White/ });
    expect(link.getAttribute('href')).toBe('/product/marble-white-macbook');
    expect(screen.getByText('Showing 1 of 37 results')).toBeTruthy();
    expect(urls()).toEqual(['/api/products/search/full?query=marble&limit=10']);
    expect(screen.getByRole('link', { name: 'View all results' }).getAttribute('href')).toBe(
      '/search?query=marble',
    );
  });

  it('goes to the search page on Enter', async () => {
    stubApi();
    const assign = stubLocation();
    renderOverlay().open();
    type('glossy red');
    // Submit the form itself: React builds FormData from the event target, which must be a form.
    const form = input().closest('form');
    if (!form) throw new Error('the search input is not inside a form');
    // false: the overlay navigates itself instead of the form's own GET.
    expect(fireEvent.submit(form)).toBe(false);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/search?query=glossy+red'));
    expect(assign).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a more detailed search when nothing is found', async () => {
    stubApi({ autocomplete: () => jsonResponse({ data: [] }) });
    renderOverlay().open();
    type('zzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
    const refine = screen.getByRole('button', { name: 'Try a more detailed search' });
    refine.focus();
    fireEvent.click(refine);
    expect(document.activeElement).toBe(input());
    expect(screen.getByRole('status').textContent).toBe('No results found for “zzz”');
  });

  it('says "Failed to load suggestions" when suggestions fail, and retries', async () => {
    let isDown = true;
    stubApi({
      autocomplete: () =>
        isDown
          ? jsonResponse({ message: 'Something went wrong', code: 'INTERNAL' }, 500)
          : jsonResponse({ data: [carbon] }),
    });
    renderOverlay().open();
    type('carbon');
    expect(await screen.findByText('Failed to load suggestions')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Carbon Fibre Obsidian/ })).toBeTruthy();
  });

  it('says "Failed to perform search" when the full search fails', async () => {
    stubApi({ full: () => jsonResponse({ message: 'Bad', code: 'VALIDATION_FAILED' }, 400) });
    renderOverlay().open();
    fireEvent.click(screen.getByRole('tab', { name: 'Full Results' }));
    type('carbon');
    expect(await screen.findByText('Failed to perform search')).toBeTruthy();
  });

  it('never shows an aborted request as an error', async () => {
    const { fetchFn } = stubApi({
      autocomplete: (query) =>
        query === 'car' ? new Promise<Response>(() => undefined) : jsonResponse({ data: [carbon] }),
    });
    fetchFn.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    renderOverlay().open();
    type('car');
    await waitFor(() => expect(fetchFn).toHaveBeenCalledOnce());
    const firstSignal = fetchFn.mock.calls[0]?.[1]?.signal;
    type('carbon');
    expect(firstSignal?.aborted).toBe(true);
    await screen.findByRole('link', { name: /Carbon Fibre Obsidian/ });
    expect(screen.queryByText('Failed to load suggestions')).toBeNull();
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    stubApi();
    const { opener, open } = renderOverlay();
    opener.focus();
    open();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the Close button, unlocking the page scroll', () => {
    stubApi();
    const { opener, open } = renderOverlay();
    opener.focus();
    open();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    stubApi();
    const dialog = renderOverlay().open();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const focusables = dialog.querySelectorAll<HTMLElement>(
      'a[href], button:not([tabindex="-1"]), input',
    );
    const last = focusables[focusables.length - 1];
    last?.focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('starts over each time it opens', async () => {
    stubApi();
    const { open } = renderOverlay();
    open();
    type('carbon');
    fireEvent.click(screen.getByRole('tab', { name: 'Full Results' }));
    await screen.findByRole('link', { name: /Marble White/ });
    fireEvent.keyDown(input(), { key: 'Escape' });

    open();
    expect((input() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('tab', { name: 'Suggestions' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByRole('link', { name: /Marble White/ })).toBeNull();
  });

  it('clears the input with Clear search, back to the popular searches', async () => {
    stubApi();
    renderOverlay().open();
    type('carbon');
    await screen.findByRole('link', { name: 'View all results' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((input() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(screen.queryByRole('link', { name: 'View all results' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Phone Skins' })).toBeTruthy();
  });

  it('moves from the input into the suggestions with the arrow keys', async () => {
    stubApi();
    renderOverlay().open();
    type('carbon');
    const link = await screen.findByRole('link', { name: /Carbon Fibre Obsidian/ });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(link);
    fireEvent.keyDown(link, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(input());
  });
});
