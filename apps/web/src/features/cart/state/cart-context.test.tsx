import { type CartItem, STORAGE_KEYS } from '@skins/shared';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { CartProvider, useCart } from './cart-context.tsx';

const ITEM: Omit<CartItem, 'quantity'> = {
  _id: 'p1',
  name: 'Carbon Fibre — iPhone Skin',
  description: 'Matte carbon texture.',
  images: ['/media/a.svg'],
  price: 549,
  selectedBrand: 'Apple',
  selectedModel: 'iPhone 16 Pro',
};

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;

function storedItems(): CartItem[] | null {
  const raw = localStorage.getItem(STORAGE_KEYS.cart);
  return raw === null ? null : JSON.parse(raw);
}

describe('CartProvider', () => {
  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });

  it('saves every change and deletes the stored cart when it empties', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(ITEM));
    act(() => result.current.addItem(ITEM));
    expect(storedItems()).toEqual([{ ...ITEM, quantity: 2 }]);
    expect(Number(localStorage.getItem(STORAGE_KEYS.cartTimestamp))).toBeGreaterThan(0);

    act(() => result.current.removeItem(ITEM));
    expect(storedItems()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cartTimestamp)).toBeNull();
  });

  it('starts with the stored cart, without rewriting its timestamp', () => {
    const savedAt = String(Date.now() - 60_000);
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ ...ITEM, quantity: 3 }]));
    localStorage.setItem(STORAGE_KEYS.cartTimestamp, savedAt);
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.totals.itemCount).toBe(3);
    expect(localStorage.getItem(STORAGE_KEYS.cartTimestamp)).toBe(savedAt);
  });

  it('reads the stored cart without rewriting it', () => {
    const savedAt = String(Date.now() - 60_000);
    // Keys in another order than the cart writes them: a rewrite would show.
    const raw = JSON.stringify([{ quantity: 2, ...ITEM }]);
    localStorage.setItem(STORAGE_KEYS.cart, raw);
    localStorage.setItem(STORAGE_KEYS.cartTimestamp, savedAt);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    const { result } = renderHook(() => useCart(), { wrapper });

    expect(result.current.isRestored).toBe(true);
    expect(result.current.totals.itemCount).toBe(2);
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe(raw);
    expect(localStorage.getItem(STORAGE_KEYS.cartTimestamp)).toBe(savedAt);
  });

  it("shows another tab's change", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    const elsewhere = JSON.stringify([{ ...ITEM, quantity: 5 }]);
    localStorage.setItem(STORAGE_KEYS.cart, elsewhere);
    localStorage.setItem(STORAGE_KEYS.cartTimestamp, String(Date.now()));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: STORAGE_KEYS.cart,
          newValue: elsewhere,
          storageArea: localStorage,
        }),
      );
    });
    expect(result.current.items[0]?.quantity).toBe(5);
    expect(result.current.totals.subtotalInPaise).toBe(274_500);
  });

  it('clears the cart and its stored copy', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(ITEM));
    act(() => result.current.clearCart());
    expect(result.current.items).toEqual([]);
    expect(storedItems()).toBeNull();
  });

  it('opens, closes and toggles the drawer', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.openDrawer());
    expect(result.current.isDrawerOpen).toBe(true);
    act(() => result.current.toggleDrawer());
    expect(result.current.isDrawerOpen).toBe(false);
  });

  it('is one cart for every tree on the page: a change in one shows in the other', () => {
    const header = renderHook(() => useCart(), { wrapper });
    const addToCart = renderHook(() => useCart(), { wrapper });

    act(() => addToCart.result.current.addItem(ITEM));
    act(() => addToCart.result.current.openDrawer());

    expect(header.result.current.totals.itemCount).toBe(1);
    expect(header.result.current.isDrawerOpen).toBe(true);
    act(() => header.result.current.closeDrawer());
    expect(addToCart.result.current.isDrawerOpen).toBe(false);
  });

  it('is empty while a server-rendered tree hydrates, then shows the stored cart', () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ ...ITEM, quantity: 2 }]));
    localStorage.setItem(STORAGE_KEYS.cartTimestamp, String(Date.now()));
    const seen: Array<[boolean, number]> = [];
    function Badge() {
      const { isRestored, totals } = useCart();
      seen.push([isRestored, totals.itemCount]);
      return <span>{totals.itemCount}</span>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<span>0</span>';
    document.body.append(container);

    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(
        container,
        <CartProvider>
          <Badge />
        </CartProvider>,
      );
    });

    expect(seen[0]).toEqual([false, 0]);
    expect(seen.at(-1)).toEqual([true, 2]);
    expect(container.textContent).toBe('2');
    act(() => root?.unmount());
    container.remove();
  });
});
