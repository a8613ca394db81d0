import { CART_EXPIRY_MS, type CartItem, STORAGE_KEYS } from '@skins/shared';
import { describe, expect, it, vi } from 'vitest';
import { readStoredCart, saveStoredCart } from './cart-storage.ts';

const NOW = Date.UTC(2026, 10, 22, 12);

const ITEM: CartItem = {
  _id: 'p1',
  name: 'Carbon Fibre — iPhone Skin',
  description: 'Matte carbon texture.',
  images: ['/media/a.svg'],
  price: 549,
  quantity: 2,
  selectedBrand: 'Apple',
  selectedModel: 'iPhone 16 Pro',
};

function store(cart: string, savedAt: string) {
  localStorage.setItem(STORAGE_KEYS.cart, cart);
  localStorage.setItem(STORAGE_KEYS.cartTimestamp, savedAt);
}

function isDiscarded() {
  return (
    localStorage.getItem(STORAGE_KEYS.cart) === null &&
    localStorage.getItem(STORAGE_KEYS.cartTimestamp) === null
  );
}

describe('stored cart', () => {
  it('saves a non-empty cart with the time and restores it', () => {
    saveStoredCart([ITEM], NOW);
    expect(localStorage.getItem(STORAGE_KEYS.cartTimestamp)).toBe(String(NOW));
    expect(readStoredCart(NOW + 1000)).toEqual([ITEM]);
  });

  it('deletes the stored data when the cart becomes empty', () => {
    saveStoredCart([ITEM], NOW);
    saveStoredCart([], NOW);
    expect(isDiscarded()).toBe(true);
  });

  it('restores a cart just under 24 hours old and discards one at 24 hours', () => {
    saveStoredCart([ITEM], NOW);
    expect(readStoredCart(NOW + CART_EXPIRY_MS - 1)).toEqual([ITEM]);
    expect(readStoredCart(NOW + CART_EXPIRY_MS)).toEqual([]);
    expect(isDiscarded()).toBe(true);
  });

  it.each([
    ['no timestamp', () => localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([ITEM]))],
    ['a timestamp that is not a number', () => store(JSON.stringify([ITEM]), 'yesterday')],
    ['a timestamp in the future', () => store(JSON.stringify([ITEM]), String(NOW + 60_000))],
  ])('discards a cart with %s', (_case, arrange) => {
    arrange();
    expect(readStoredCart(NOW)).toEqual([]);
    expect(isDiscarded()).toBe(true);
  });

  it.each([
    ['malformed JSON', '[{"_id": "p1",'],
    ['an object instead of a list', JSON.stringify({ items: [ITEM] })],
    ['a line with quantity 0', JSON.stringify([{ ...ITEM, quantity: 0 }])],
    ['a line with a text price', JSON.stringify([{ ...ITEM, price: '549' }])],
    ['a line without its model', JSON.stringify([{ ...ITEM, selectedModel: undefined }])],
  ])('logs and removes a stored cart with %s', (_case, cart) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store(cart, String(NOW));
    expect(readStoredCart(NOW)).toEqual([]);
    expect(isDiscarded()).toBe(true);
    expect(log).toHaveBeenCalledWith('Error loading cart from localStorage:', expect.anything());
  });

  it('logs a failed save (quota) and keeps working', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const full = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => saveStoredCart([ITEM], NOW, full)).not.toThrow();
    expect(log).toHaveBeenCalledWith(
      'Error saving cart to localStorage:',
      expect.any(DOMException),
    );
  });

  it('logs a failed read, removes the stored cart and starts empty', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const removeItem = vi.fn();
    const broken = {
      getItem: () => {
        throw new DOMException('Access denied', 'SecurityError');
      },
      removeItem,
      setItem: () => undefined,
    } as unknown as Storage;
    expect(readStoredCart(NOW, broken)).toEqual([]);
    expect(log).toHaveBeenCalledWith('Error loading cart from localStorage:', expect.anything());
    expect(removeItem).toHaveBeenCalledWith(STORAGE_KEYS.cart);
  });
});
