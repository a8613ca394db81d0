import { type CartItem, MESSAGES, STORAGE_KEYS } from '@skins/shared';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import {
  type CartLineKey,
  type CartState,
  cartReducer,
  cartStateOf,
  type NewCartLine,
} from './cart-reducer.ts';
import { readStoredCart, removeStoredCart, saveStoredCart } from './cart-storage.ts';

export interface CartContextValue extends CartState {
  /** False while a server-rendered page hydrates: the items are not read from storage yet. */
  isRestored: boolean;
  addItem: (line: NewCartLine) => void;
  removeItem: (key: CartLineKey) => void;
  updateQuantity: (key: CartLineKey, quantity: number) => void;
  clearCart: () => void;
  /** Restores the stored cart (spec §4 "load"); also what another tab's change triggers. */
  loadCart: () => void;
  /** Current prices in rupees by product id (the fresh-price check). */
  repriceItems: (pricesById: ReadonlyMap<string, number>) => void;
  isDrawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
  toggleDrawer: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

const CART_KEYS: ReadonlySet<string | null> = new Set([
  STORAGE_KEYS.cart,
  STORAGE_KEYS.cartTimestamp,
  // `null`: another tab called localStorage.clear().
  null,
]);

interface CartProviderProps {
  children: ReactNode;
  /**
   * The page came rendered from the server, which cannot see localStorage: start empty, as its
   * HTML did, and restore the stored cart right after hydrating (`isRestored` says when).
   */
  restoresAfterHydration?: boolean;
}

export function CartProvider({ children, restoresAfterHydration = false }: CartProviderProps) {
  // The items as storage holds them; a cart just loaded from there needs no save, which keeps
  // its timestamp and stops two tabs echoing each other's changes forever.
  const storedItems = useRef<CartItem[] | null>(null);
  const [state, dispatch] = useReducer(cartReducer, undefined, () => {
    storedItems.current = restoresAfterHydration ? [] : readStoredCart();
    return cartStateOf(storedItems.current);
  });
  const [isRestored, setIsRestored] = useState(!restoresAfterHydration);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const loadCart = useCallback(() => {
    const items = readStoredCart();
    storedItems.current = items;
    dispatch({ type: 'load', items });
  }, []);

  useEffect(() => {
    if (isRestored) return;
    loadCart();
    setIsRestored(true);
  }, [isRestored, loadCart]);

  useEffect(() => {
    // Before the restore the empty cart is not the shopper's: saving it would wipe theirs.
    if (!isRestored || state.items === storedItems.current) return;
    saveStoredCart(state.items);
    storedItems.current = state.items;
  }, [isRestored, state.items]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && CART_KEYS.has(event.key)) loadCart();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [loadCart]);

  const clearCart = useCallback(() => {
    removeStoredCart();
    storedItems.current = [];
    dispatch({ type: 'clear' });
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({
      ...state,
      isRestored,
      addItem: (line) => dispatch({ type: 'add', line }),
      removeItem: (key) => dispatch({ type: 'remove', key }),
      updateQuantity: (key, quantity) => dispatch({ type: 'updateQuantity', key, quantity }),
      clearCart,
      loadCart,
      repriceItems: (pricesById) => dispatch({ type: 'reprice', pricesById }),
      isDrawerOpen,
      openDrawer: () => setIsDrawerOpen(true),
      closeDrawer: () => setIsDrawerOpen(false),
      toggleDrawer: () => setIsDrawerOpen((isOpen) => !isOpen),
    }),
    [state, isRestored, isDrawerOpen, clearCart, loadCart],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error(MESSAGES.cart.outsideProvider);
  return cart;
}
