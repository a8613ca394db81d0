import { MESSAGES } from '@skins/shared';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useIsHydrated } from '#lib/use-is-hydrated.ts';
import type { CartLineKey, CartState, LinePrice, NewCartLine } from './cart-reducer.ts';
import {
  addToCartLine,
  removeCartLine,
  setCartLineQuantity,
  updateCart,
  useCartState,
} from './cart-store.ts';
import {
  closeCartDrawer,
  openCartDrawer,
  toggleCartDrawer,
  useIsCartDrawerOpen,
} from './drawer-store.ts';

export interface CartContextValue extends CartState {
  /** False while a server-rendered page hydrates: the items are not read from storage yet. */
  isRestored: boolean;
  addItem: (line: NewCartLine) => void;
  removeItem: (key: CartLineKey) => void;
  updateQuantity: (key: CartLineKey, quantity: number) => void;
  clearCart: () => void;
  /** Current prices in rupees (and GST rates) by product id (the fresh-price check). */
  repriceItems: (pricesById: ReadonlyMap<string, number | LinePrice>) => void;
  isDrawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
  toggleDrawer: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

const clearCart = () => updateCart({ type: 'clear' });
const repriceItems = (pricesById: ReadonlyMap<string, number | LinePrice>) =>
  updateCart({ type: 'reprice', pricesById });

/**
 * The cart for a React tree (spec §4): its state lives in one store over localStorage
 * (cart-store.ts), shared by every root on the page and kept in step with other tabs. The server
 * cannot see localStorage: a server-rendered tree starts with the empty cart, as its HTML did,
 * and shows the stored one right after hydrating (`isRestored` says when).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const state = useCartState();
  const isRestored = useIsHydrated();
  const isDrawerOpen = useIsCartDrawerOpen();
  const value = useMemo<CartContextValue>(
    () => ({
      ...state,
      isRestored,
      addItem: addToCartLine,
      removeItem: removeCartLine,
      updateQuantity: setCartLineQuantity,
      clearCart,
      repriceItems,
      isDrawerOpen,
      openDrawer: openCartDrawer,
      closeDrawer: closeCartDrawer,
      toggleDrawer: toggleCartDrawer,
    }),
    [state, isRestored, isDrawerOpen],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error(MESSAGES.cart.outsideProvider);
  return cart;
}
