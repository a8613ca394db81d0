import { SEEDED_CATEGORIES } from '@skins/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '#features/cart/index.ts';
import { standInForDialogs } from '#testing/dialog-stand-in.ts';
import { SiteHeader } from './site-header.tsx';

function renderHeader(pathname: string) {
  return render(
    <CartProvider>
      <SiteHeader pathname={pathname} categories={SEEDED_CATEGORIES} />
    </CartProvider>,
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function header() {
  return screen.getByRole('banner');
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('SiteHeader', () => {
  it('offers the main pages, search and cart', () => {
    renderHeader('/about');

    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const hrefs = ['Home', 'Shop', 'About', 'Contact'].map((name) =>
      nav.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/', '/category/mobile-skins', '/about', '/contact']);
    expect(nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Skins' }).getAttribute('href')).toBe('/');
  });

  it('is transparent over the home hero until the page scrolls past 20 px', () => {
    renderHeader('/');

    expect(header().dataset.appearance).toBe('transparent');
    scrollTo(20);
    expect(header().dataset.appearance).toBe('transparent');
    scrollTo(21);
    expect(header().dataset.appearance).toBe('solid');
    scrollTo(0);
    expect(header().dataset.appearance).toBe('transparent');
  });

  it('is dark on every other page, scrolled or not', () => {
    renderHeader('/about');

    expect(header().dataset.appearance).toBe('solid');
  });

  it('follows the page it is given: back on home, transparent again', () => {
    const view = renderHeader('/about');

    view.rerender(
      <CartProvider>
        <SiteHeader pathname="/" categories={SEEDED_CATEGORIES} />
      </CartProvider>,
    );

    expect(header().dataset.appearance).toBe('transparent');
  });
});

describe('category bar', () => {
  it('is not shown on the home page', () => {
    renderHeader('/');

    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
  });

  it('links every group on other pages and opens its device types from the toggle', () => {
    renderHeader('/about');

    const bar = within(screen.getByRole('navigation', { name: 'Categories' }));
    const groups = ['Mobile Skins', 'Laptop Skins', 'Console Skins', 'Accessories'];
    expect(groups.map((name) => bar.getByRole('link', { name }).getAttribute('href'))).toEqual([
      '/category/mobile-skins',
      '/category/laptop-skins',
      '/category/console-skins',
      '/category/accessories',
    ]);
    expect(bar.queryByRole('link', { name: 'iPhone' })).toBeNull();

    const toggle = bar.getByRole('button', { name: 'Mobile Skins by device' });
    fireEvent.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const types = ['iPhone', 'Samsung', 'OnePlus'].map((name) =>
      bar.getByRole('link', { name }).getAttribute('href'),
    );
    expect(types).toEqual([
      '/category/mobile-skins/iphone',
      '/category/mobile-skins/samsung',
      '/category/mobile-skins/oneplus',
    ]);
    // The spec's bar names three devices; the other phone brands live on the category page.
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(
      within(menu as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['iPhone', 'Samsung', 'OnePlus']);
  });

  it('closes a menu with Escape, returning focus to its toggle', () => {
    renderHeader('/about');
    const toggle = screen.getByRole('button', { name: 'Console Skins by device' });
    fireEvent.click(toggle);
    const ps5 = screen.getByRole('link', { name: 'PS5' });
    ps5.focus();

    fireEvent.keyDown(ps5, { key: 'Escape' });

    expect(screen.queryByRole('link', { name: 'PS5' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('opens on hover with plain links to each device type, and closes when the pointer leaves', () => {
    renderHeader('/category/laptop-skins/macbook');
    const group = screen.getByRole('link', { name: 'Laptop Skins' }).closest('li');
    if (!group) throw new Error('the group has no list item');

    fireEvent.mouseEnter(group);
    const macbook = screen.getByRole('link', { name: 'MacBook' });
    expect(macbook.getAttribute('href')).toBe('/category/laptop-skins/macbook');
    expect(macbook.getAttribute('aria-current')).toBe('page');

    fireEvent.mouseLeave(group);
    expect(screen.queryByRole('link', { name: 'MacBook' })).toBeNull();
  });
});

describe('category bar before its code', () => {
  it('opens the group a pointer already rests on when the header hydrates', () => {
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector) {
      if (selector === ':hover') return this.textContent?.startsWith('Laptop Skins') ?? false;
      return matches.call(this, selector);
    });

    renderHeader('/about');

    expect(
      screen.getByRole('button', { name: 'Laptop Skins by device' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByRole('link', { name: 'MacBook' })).toBeTruthy();
  });
});

describe('mobile menu', () => {
  // jsdom has neither <dialog>'s showModal nor invoker commands: the first is stood in for, so
  // the island's own fallback (browsers without commands) is what runs here. The browser's part
  // (focus kept inside, Escape, a tap outside, no script at all) is e2e/layout.spec.ts's.
  standInForDialogs();

  it('is a dialog named Menu, a popover its button opens with a command, no script needed', () => {
    renderHeader('/about');
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    const dialog = document.getElementById(openButton.getAttribute('aria-controls') ?? '');

    expect(dialog?.tagName).toBe('DIALOG');
    expect(openButton.getAttribute('commandfor')).toBe(dialog?.id);
    expect(openButton.getAttribute('command')).toBe('show-popover');
    // A popover, not a modal: opening it restyles the menu, not the whole page behind it.
    expect(dialog?.getAttribute('popover')).toBe('auto');
    const close = within(dialog as HTMLElement).getByRole('button', {
      name: 'Close',
      hidden: true,
    });
    expect(close.getAttribute('commandfor')).toBe(dialog?.id);
    expect(close.getAttribute('command')).toBe('hide-popover');
  });

  it('opens with the pages and every category, the current page marked', () => {
    renderHeader('/about');
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    expect(openButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(openButton);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(openButton.getAttribute('aria-expanded')).toBe('true');
    const menu = within(dialog);
    expect(menu.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe(
      '/category/mobile-skins',
    );
    expect(menu.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: 'Apple Watch' }).getAttribute('href')).toBe(
      '/category/accessories/apple-watch',
    );
  });

  it('closes with its Close button', () => {
    renderHeader('/about');
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(openButton);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows the dialog when the browser closes it (Escape, a tap outside)', () => {
    renderHeader('/about');
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(openButton);

    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());

    expect(openButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the device picker from "Your device", closing itself', async () => {
    renderHeader('/about');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    fireEvent.click(screen.getByRole('button', { name: /Your device/ }));

    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(
      await screen.findByRole('dialog', { name: 'Choose your device' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

describe('search button', () => {
  it('is a form to the results page, for a tap before the island or without scripts', () => {
    renderHeader('/about');
    const form = screen.getByRole('button', { name: 'Search' }).closest('form');

    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.getAttribute('method')).toBe('get');
  });

  it('opens the search overlay and gets focus back when it closes', async () => {
    renderHeader('/about');
    const searchButton = screen.getByRole('button', { name: 'Search' });
    searchButton.focus();

    fireEvent.click(searchButton);
    // The overlay is a lazy chunk: on a busy machine its first load takes over a second.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Search Products' },
      { timeout: 5000 },
    );
    // Focus moves in from the dialog's effect, which may run a moment after it shows.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });

    expect(screen.queryByRole('dialog', { name: 'Search Products' })).toBeNull();
    expect(document.activeElement).toBe(searchButton);
  });
});
