import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CartProvider } from '#features/cart/state/cart-context.tsx';
import { ToastProvider } from '#ui/toast/toast-context.tsx';
import { SiteHeader } from './site-header.tsx';

function renderHeader(path: string) {
  const page = (name: string) => ({ element: <h1>{name}</h1> });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SiteHeader />
            <Outlet />
          </>
        ),
        children: [
          { index: true, ...page('Home page') },
          { path: 'about', ...page('About page') },
          { path: 'contact', ...page('Contact page') },
          { path: 'category/:category/:type?', ...page('Category page') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ToastProvider>
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
    </ToastProvider>,
  );
  return router;
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

  it('turns transparent when navigating back to the top of home', async () => {
    const router = renderHeader('/about');

    await act(() => router.navigate('/'));

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

  it('opens on hover and closes once a device type is chosen', async () => {
    const router = renderHeader('/about');
    const group = screen.getByRole('link', { name: 'Laptop Skins' }).closest('li');
    if (!group) throw new Error('the group has no list item');

    fireEvent.mouseEnter(group);
    fireEvent.click(screen.getByRole('link', { name: 'MacBook' }));

    expect(await screen.findByRole('heading', { name: 'Category page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/category/laptop-skins/macbook');
    expect(screen.queryByRole('link', { name: 'MacBook' })).toBeNull();
  });
});

describe('mobile menu', () => {
  it('opens as a modal dialog with the pages and every category, focus inside', () => {
    renderHeader('/about');
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    expect(openButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(openButton);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(openButton.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const menu = within(dialog);
    expect(menu.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe(
      '/category/mobile-skins',
    );
    expect(menu.getByRole('link', { name: 'Apple Watch' }).getAttribute('href')).toBe(
      '/category/accessories/apple-watch',
    );
  });

  it('closes with Escape and gives focus back to the menu button', () => {
    renderHeader('/about');
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(openButton);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(openButton);
  });

  it('closes with its Close button', () => {
    renderHeader('/about');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when a link navigates', async () => {
    const router = renderHeader('/about');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Contact' }));

    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', () => {
    renderHeader('/about');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog');
    const focusables = dialog.querySelectorAll<HTMLElement>('a[href], button');
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) throw new Error('the dialog has nothing to focus');

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);

    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('stops the page behind from scrolling while open', () => {
    renderHeader('/about');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
  });
});

describe('search button', () => {
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
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });

    expect(screen.queryByRole('dialog', { name: 'Search Products' })).toBeNull();
    expect(document.activeElement).toBe(searchButton);
  });
});
