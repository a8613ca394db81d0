import { STORAGE_KEYS } from '@skins/shared';
import { useSyncExternalStore } from 'react';
import {
  type CartAction,
  type CartLineKey,
  type CartState,
  cartReducer,
  cartStateOf,
  type NewCartLine,
} from './cart-reducer.ts';
import { readStoredCart, removeStoredCart, saveStoredCart } from './cart-storage.ts';

// The cart as every part of a page shares it (docs/decisions/045-storefront-islands.md): the
// header's badge and drawer, Add to Cart and the cart page are separate React roots on a
// browsing page, so the cart is one small store over localStorage, read with
// useSyncExternalStore. Another tab's change arrives through the `storage` event.

const listeners = new Set<() => void>();

/** The state last read or written, and the stored text it came from (its cache key). */
let current: { text: string | null; savedAt: string | null; state: CartState } | null = null;

function storedText(): { text: string | null; savedAt: string | null } {
  try {
    return {
      text: window.localStorage.getItem(STORAGE_KEYS.cart),
      savedAt: window.localStorage.getItem(STORAGE_KEYS.cartTimestamp),
    };
  } catch {
    // Storage that cannot be read holds no cart (cart-storage.ts logs why when it reads).
    return { text: null, savedAt: null };
  }
}

/**
 * The cart now: the stored cart, read again only when the stored text changed, so every render
 * between changes sees the same object (what useSyncExternalStore requires).
 */
export function getCart(): CartState {
  const { text, savedAt } = storedText();
  if (current && current.text === text && current.savedAt === savedAt) return current.state;
  const state = cartStateOf(readStoredCart());
  // readStoredCart may have discarded an expired or broken copy: key the cache on what is left.
  current = { ...storedText(), state };
  return state;
}

const EMPTY_CART = cartStateOf([]);

function notify(): void {
  for (const listener of listeners) listener();
}

/** Applies one change to the cart, saves it (an empty cart deletes the stored copy) and tells every reader. */
export function updateCart(action: CartAction): void {
  const before = getCart();
  const state = cartReducer(before, action);
  if (state === before) return;
  if (action.type === 'clear') removeStoredCart();
  else saveStoredCart(state.items);
  current = { ...storedText(), state };
  notify();
}

export const addToCartLine = (line: NewCartLine) => updateCart({ type: 'add', line });
export const removeCartLine = (key: CartLineKey) => updateCart({ type: 'remove', key });
export const setCartLineQuantity = (key: CartLineKey, quantity: number) =>
  updateCart({ type: 'updateQuantity', key, quantity });

const CART_KEYS: ReadonlySet<string | null> = new Set([
  STORAGE_KEYS.cart,
  STORAGE_KEYS.cartTimestamp,
  // `null`: another tab called localStorage.clear().
  null,
]);

export function subscribeToCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage && CART_KEYS.has(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The cart, re-rendering on every change here or in another tab. The server cannot see
 * localStorage: its HTML, and the hydrating render, show the empty cart; the stored one right
 * after.
 */
export function useCartState(): CartState {
  return useSyncExternalStore(subscribeToCart, getCart, () => EMPTY_CART);
}
