import { type CartItem, STORAGE_KEYS } from '@skins/shared';
import { fireEvent, render } from '@testing-library/react';
import { vi } from 'vitest';
import { CartButton } from '#features/cart/components/cart-button.tsx';
import { CartDrawerHost } from '#features/cart/components/cart-drawer-host.tsx';
import { CartProvider } from '#features/cart/state/cart-context.tsx';
import { buildProduct, jsonResponse } from '#testing/fixtures.ts';
import { ToastHost } from '#ui/toast/toast-host.tsx';

export function buildCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    _id: 'id-carbon-fibre-obsidian',
    slug: 'carbon-fibre-obsidian',
    name: 'Carbon Fibre Obsidian',
    description: 'A matte carbon-fibre texture skin.',
    images: ['/media/art/v2/iphone/carbon-fibre/obsidian/front.svg'],
    price: 549,
    quantity: 1,
    selectedBrand: 'Apple',
    selectedModel: 'iPhone 16 Pro',
    ...overrides,
  };
}

export const obsidian = buildCartItem({ quantity: 2 });
export const marble = buildCartItem({
  _id: 'id-marble-arctic',
  slug: 'marble-arctic',
  name: 'Marble Arctic',
  description: 'Cool white marble with soft grey veins.',
  images: ['/media/art/v2/laptop/marble/arctic/front.svg'],
  price: 899,
  selectedBrand: 'Apple',
  selectedModel: 'MacBook Air 13" M3',
});

/** Puts a cart in localStorage as the shop saves it, `ageMs` old. */
export function storeCart(items: CartItem[], ageMs = 0): void {
  window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
  window.localStorage.setItem(STORAGE_KEYS.cartTimestamp, String(Date.now() - ageMs));
}

export function storedCart(): CartItem[] {
  return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '[]');
}

/**
 * matchMedia as a window `widthPx` wide answers min-width queries (jsdom has none). The returned
 * function "resizes" the window, telling the listeners of every query whose answer changed.
 */
export function stubWindowWidth(widthPx: number): (nextWidthPx: number) => void {
  let width = widthPx;
  const listeners = new Set<{ query: string; matched: boolean; onChange: () => void }>();
  const matchesAt = (query: string) =>
    width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matchesAt(query);
    },
    media: query,
    addEventListener: (_type: 'change', onChange: () => void) => {
      listeners.add({ query, matched: matchesAt(query), onChange });
    },
    removeEventListener: (_type: 'change', onChange: () => void) => {
      for (const listener of listeners)
        if (listener.onChange === onChange) listeners.delete(listener);
    },
  }));
  return (nextWidthPx) => {
    width = nextWidthPx;
    for (const listener of listeners) {
      if (matchesAt(listener.query) === listener.matched) continue;
      listener.matched = !listener.matched;
      listener.onChange();
    }
  };
}

type ProductAnswer = { price: number; soldOut?: boolean } | { soldOut: true } | { status: number };

/**
 * Stubs the API's GET /api/products/{id} with the given answers by id: a current price (the
 * product as the API reads it) or an error status. Other ids answer with their stored price.
 */
export function stubProducts(answers: Record<string, ProductAnswer> = {}) {
  const fetchFn = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test');
    const id = decodeURIComponent(url.pathname.replace('/api/products/', ''));
    const answer = answers[id];
    if (answer && 'status' in answer) {
      return jsonResponse({ message: 'Product not found', code: 'NOT_FOUND' }, answer.status);
    }
    const item = [obsidian, marble].find((line) => line._id === id);
    return jsonResponse(
      buildProduct({
        _id: id,
        slug: item?.slug ?? id,
        name: item?.name ?? id,
        price: (answer && 'price' in answer ? answer.price : undefined) ?? item?.price ?? 549,
        ...(answer && 'soldOut' in answer ? { soldOut: answer.soldOut } : {}),
      }),
    );
  });
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

/**
 * The header's cart button, the drawer and the page's toasts, as a browsing page's islands have
 * them: the cart's provider and nothing else (no router, no query client, decision 045).
 */
export function renderCartShell() {
  return render(
    <CartProvider>
      <header>
        <CartButton />
      </header>
      <CartDrawerHost />
      <ToastHost />
    </CartProvider>,
  );
}

/**
 * Clicks a link and tells whether the browser would follow it (nothing cancelled the click). The
 * page load itself is left out: jsdom cannot navigate.
 */
export function followLink(link: HTMLElement): boolean {
  let isFollowed = false;
  // On window, the click's last stop: every handler of the page has had its say.
  const settle = (event: MouseEvent) => {
    isFollowed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', settle);
  try {
    fireEvent.click(link);
  } finally {
    window.removeEventListener('click', settle);
  }
  return isFollowed;
}

/** The toast corner a text is shown in. */
export function toastPositionOf(text: string): string | null {
  const regions = document.querySelectorAll<HTMLElement>('[role="status"][data-position]');
  for (const region of regions) {
    if (region.textContent?.includes(text)) return region.dataset.position ?? null;
  }
  return null;
}
