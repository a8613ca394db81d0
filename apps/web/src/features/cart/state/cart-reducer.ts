import {
  type CartItem,
  type CartTotals,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  priceCart,
  rupeesToPaise,
  TAX_RATE_BP,
} from '@skins/shared';

/** A cart line is one product in one device: _id + selectedBrand + selectedModel (spec §3). */
export type CartLineKey = Pick<CartItem, '_id' | 'selectedBrand' | 'selectedModel'>;

/** What "Add to cart" knows: the item without a quantity (a new line starts at 1). */
export type NewCartLine = Omit<CartItem, 'quantity'>;

export interface CartState {
  items: CartItem[];
  totals: CartTotals;
}

export type CartAction =
  | { type: 'add'; line: NewCartLine }
  | { type: 'remove'; key: CartLineKey }
  | { type: 'updateQuantity'; key: CartLineKey; quantity: number }
  | { type: 'clear' }
  | { type: 'load'; items: CartItem[] }
  /**
   * Current prices in rupees (and, when the API says, GST rates as fractions) by product id;
   * other lines stay as they are.
   */
  | { type: 'reprice'; pricesById: ReadonlyMap<string, number | LinePrice> };

/** A line's price (rupees) and its category's GST rate (fraction) as the API answers them now. */
export interface LinePrice {
  price: number;
  gstRate?: number | undefined;
}

function isSameLine(a: CartLineKey, b: CartLineKey): boolean {
  return (
    a._id === b._id && a.selectedBrand === b.selectedBrand && a.selectedModel === b.selectedModel
  );
}

export function lineKeyOf(line: CartLineKey): string {
  return JSON.stringify([line._id, line.selectedBrand, line.selectedModel]);
}

/**
 * A line's GST rate in basis points: its own (decision 066), else the spec's 8%. Rounded: a
 * stored cart is the browser's, and a rate in it with more than four decimals must not throw.
 */
export function taxRateBpOf(item: Pick<CartItem, 'gstRate'>): number {
  return item.gstRate === undefined ? TAX_RATE_BP : Math.round(item.gstRate * 10_000);
}

/** Totals in paise from the lines' rupee prices (spec §9: tax 8% of the subtotal; decision 066). */
export function totalsOf(items: readonly CartItem[]): CartTotals {
  return priceCart(
    items.map((item) => ({
      priceInPaise: rupeesToPaise(item.price),
      quantity: item.quantity,
      taxRateBp: taxRateBpOf(item),
    })),
  );
}

export function cartStateOf(items: CartItem[]): CartState {
  return { items, totals: totalsOf(items) };
}

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_LINE_QUANTITY;
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.trunc(quantity)));
}

function nextItems(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const existing = items.find((item) => isSameLine(item, action.line));
      if (!existing) return [...items, { ...action.line, quantity: MIN_LINE_QUANTITY }];
      return items.map((item) =>
        item === existing ? { ...item, quantity: clampQuantity(item.quantity + 1) } : item,
      );
    }
    case 'remove':
      return items.filter((item) => !isSameLine(item, action.key));
    case 'updateQuantity':
      return items.map((item) =>
        isSameLine(item, action.key) ? { ...item, quantity: clampQuantity(action.quantity) } : item,
      );
    case 'clear':
      return [];
    case 'load':
      return action.items;
    case 'reprice':
      return items.map((item) => {
        const now = action.pricesById.get(item._id);
        if (now === undefined) return item;
        const { price, gstRate = item.gstRate } = typeof now === 'number' ? { price: now } : now;
        return price === item.price && gstRate === item.gstRate
          ? item
          : { ...item, price, gstRate };
      });
  }
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  const items = nextItems(state.items, action);
  // Same lines, same state: no re-render and no save for a no-op (e.g. a reprice without changes).
  const isUnchanged =
    items.length === state.items.length && items.every((item, i) => item === state.items[i]);
  return isUnchanged ? state : cartStateOf(items);
}
