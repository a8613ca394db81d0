import {
  CART_EXPIRY_MS,
  type CartItem,
  MAX_LINE_QUANTITY,
  MESSAGES,
  MIN_LINE_QUANTITY,
  STORAGE_KEYS,
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
    return parseStoredCart(JSON.parse(raw));
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

const isString = (value: unknown): value is string => typeof value === 'string';

/** Whether `value` is a cart line as StoredCartSchema (packages/shared) describes it. */
function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const item = value as Record<string, unknown>;
  const { price, quantity, gstRate } = item;
  return (
    isString(item._id) &&
    item._id.length > 0 &&
    (item.slug === undefined || isString(item.slug)) &&
    isString(item.name) &&
    isString(item.description) &&
    Array.isArray(item.images) &&
    item.images.every(isString) &&
    typeof price === 'number' &&
    Number.isFinite(price) &&
    price >= 0 &&
    (gstRate === undefined || (typeof gstRate === 'number' && gstRate >= 0 && gstRate <= 1)) &&
    Number.isSafeInteger(quantity) &&
    (quantity as number) >= MIN_LINE_QUANTITY &&
    (quantity as number) <= MAX_LINE_QUANTITY &&
    isString(item.selectedBrand) &&
    isString(item.selectedModel)
  );
}

/**
 * The stored cart's lines, checked by hand rather than with StoredCartSchema: the cart is read on
 * every browsing page, whose islands carry no zod (decision 045). cart-storage.test.ts holds the
 * two to the same verdicts. Throws on anything else.
 */
export function parseStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value) || !value.every(isCartItem)) {
    throw new TypeError('the stored cart is not a list of cart lines');
  }
  // Only the line's own fields, as the schema's parse keeps them.
  return value.map((item) => ({
    _id: item._id,
    ...(item.slug === undefined ? {} : { slug: item.slug }),
    name: item.name,
    description: item.description,
    images: [...item.images],
    price: item.price,
    ...(item.gstRate === undefined ? {} : { gstRate: item.gstRate }),
    quantity: item.quantity,
    selectedBrand: item.selectedBrand,
    selectedModel: item.selectedModel,
  }));
}
