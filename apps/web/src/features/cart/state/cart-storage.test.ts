import { CART_EXPIRY_MS, type CartItem, STORAGE_KEYS, StoredCartSchema } from '@skins/shared';
import { describe, expect, it, vi } from 'vitest';
import { parseStoredCart, readStoredCart, saveStoredCart } from './cart-storage.ts';

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

describe('parseStoredCart', () => {
  // The hand check browsing pages use (no zod there, decision 045) against the shared schema.
  const { slug: _slug, ...withoutSlug } = { ...ITEM, slug: 'carbon' };
  const cases: Array<[string, unknown]> = [
    ['an empty cart', []],
    ['a line', [ITEM]],
    ['a line with a slug', [{ ...ITEM, slug: 'carbon-fibre' }]],
    ['a line without a slug', [withoutSlug]],
    ['a line with an extra field', [{ ...ITEM, colour: 'black' }]],
    ['the largest quantity', [{ ...ITEM, quantity: 10 }]],
    ['a free line', [{ ...ITEM, price: 0 }]],
    ['a price in paise fractions', [{ ...ITEM, price: 549.5 }]],
    ['null', null],
    ['an object', { items: [ITEM] }],
    ['a list of text', ['p1']],
    ['an empty id', [{ ...ITEM, _id: '' }]],
    ['a numeric id', [{ ...ITEM, _id: 1 }]],
    ['a null slug', [{ ...ITEM, slug: null }]],
    ['no name', [{ ...ITEM, name: undefined }]],
    ['images that are not text', [{ ...ITEM, images: [1] }]],
    ['images that are one text', [{ ...ITEM, images: '/media/a.svg' }]],
    ['a negative price', [{ ...ITEM, price: -1 }]],
    ['an infinite price', [{ ...ITEM, price: Number.POSITIVE_INFINITY }]],
    ['a text price', [{ ...ITEM, price: '549' }]],
    ['a line with an 18% rate', [{ ...ITEM, gstRate: 0.18 }]],
    ['a line with a 0% rate', [{ ...ITEM, gstRate: 0 }]],
    ['a rate over 100%', [{ ...ITEM, gstRate: 18 }]],
    ['a negative rate', [{ ...ITEM, gstRate: -0.08 }]],
    ['a text rate', [{ ...ITEM, gstRate: '0.18' }]],
    ['a null rate', [{ ...ITEM, gstRate: null }]],
    ['quantity 0', [{ ...ITEM, quantity: 0 }]],
    ['a quantity over the limit', [{ ...ITEM, quantity: 11 }]],
    ['a fractional quantity', [{ ...ITEM, quantity: 1.5 }]],
    ['no brand', [{ ...ITEM, selectedBrand: undefined }]],
    ['a model that is a number', [{ ...ITEM, selectedModel: 16 }]],
    ['a line that is a list', [[ITEM]]],
  ];

  it.each(cases)('gives the schema’s verdict and result on %s', (_case, value) => {
    const expected = StoredCartSchema.safeParse(value);
    if (expected.success) expect(parseStoredCart(value)).toEqual(expected.data);
    else expect(() => parseStoredCart(value)).toThrow(TypeError);
  });
});
