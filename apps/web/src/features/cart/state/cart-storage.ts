import {
  CART_EXPIRY_MS,
  type CartItem,
  MESSAGES,
  STORAGE_KEYS,
  StoredCartSchema,
} from '@skins/shared';

// The cart lives in localStorage (spec §3, UI.md): `cart` is the JSON array of items and
// `cart_timestamp` the save time in milliseconds since the epoch, as a string.

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading window.localStorage itself throws where storage is disabled.
    return null;
  }
}

export function removeStoredCart(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEYS.cart);
    storage?.removeItem(STORAGE_KEYS.cartTimestamp);
  } catch (error) {
    console.error(MESSAGES.cart.saveError, error);
  }
}

/**
 * The stored cart when it is well-formed and under 24 hours old; otherwise nothing, and the
 * stored copy is discarded. A copy that cannot be read or parsed is logged and removed.
 */
export function readStoredCart(
  now: number = Date.now(),
  storage: Storage | null = browserStorage(),
): CartItem[] {
  let raw: string | null;
  let savedAt: string | null;
  try {
    raw = storage?.getItem(STORAGE_KEYS.cart) ?? null;
    savedAt = storage?.getItem(STORAGE_KEYS.cartTimestamp) ?? null;
  } catch (error) {
    console.error(MESSAGES.cart.loadError, error);
    removeStoredCart(storage);
    return [];
  }
  if (raw === null) {
    if (savedAt !== null) removeStoredCart(storage);
    return [];
  }

  const age = now - Number(savedAt);
  // A missing or future timestamp cannot prove the cart is fresh.
  if (savedAt === null || !/^\d+$/.test(savedAt) || age < 0 || age >= CART_EXPIRY_MS) {
    removeStoredCart(storage);
    return [];
  }

  try {
    return StoredCartSchema.parse(JSON.parse(raw));
  } catch (error) {
    console.error(MESSAGES.cart.loadError, error);
    removeStoredCart(storage);
    return [];
  }
}

/** Saves a non-empty cart with a fresh timestamp; an empty cart deletes the stored data. */
export function saveStoredCart(
  items: readonly CartItem[],
  now: number = Date.now(),
  storage: Storage | null = browserStorage(),
): void {
  if (items.length === 0) {
    removeStoredCart(storage);
    return;
  }
  try {
    storage?.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
    storage?.setItem(STORAGE_KEYS.cartTimestamp, String(now));
  } catch (error) {
    console.error(MESSAGES.cart.saveError, error);
  }
}
