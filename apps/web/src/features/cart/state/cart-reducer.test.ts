import type { CartItem } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { type CartAction, cartReducer, cartStateOf, type NewCartLine } from './cart-reducer.ts';

function line(overrides: Partial<NewCartLine> = {}): NewCartLine {
  return {
    _id: 'p1',
    slug: 'carbon-iphone',
    name: 'Carbon Fibre — iPhone Skin',
    description: 'Matte carbon texture.',
    images: ['/media/a.svg'],
    price: 549,
    selectedBrand: 'Apple',
    selectedModel: 'iPhone 16 Pro',
    ...overrides,
  };
}

function run(actions: CartAction[], items: CartItem[] = []) {
  return actions.reduce(cartReducer, cartStateOf(items));
}

describe('cart reducer', () => {
  it('adds a new line with quantity 1', () => {
    const state = run([{ type: 'add', line: line() }]);
    expect(state.items).toEqual([{ ...line(), quantity: 1 }]);
  });

  it('merges the same product, brand and model into one line', () => {
    const state = run([
      { type: 'add', line: line() },
      { type: 'add', line: line() },
    ]);
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.quantity).toBe(2);
    expect(state.totals.itemCount).toBe(2);
  });

  it('keeps another model or brand of the same product as its own line', () => {
    const state = run([
      { type: 'add', line: line() },
      { type: 'add', line: line({ selectedModel: 'iPhone 16' }) },
      { type: 'add', line: line({ selectedBrand: 'Samsung', selectedModel: 'iPhone 16' }) },
    ]);
    expect(state.items.map((i) => i.quantity)).toEqual([1, 1, 1]);
  });

  it('never lets a quantity go below 1', () => {
    const key = { _id: 'p1', selectedBrand: 'Apple', selectedModel: 'iPhone 16 Pro' };
    for (const quantity of [0, -3, Number.NaN]) {
      const state = run([
        { type: 'add', line: line() },
        { type: 'updateQuantity', key, quantity },
      ]);
      expect(state.items[0]?.quantity, String(quantity)).toBe(1);
    }
  });

  it('sets the quantity of the matching line only', () => {
    const key = { _id: 'p1', selectedBrand: 'Apple', selectedModel: 'iPhone 16 Pro' };
    const state = run([
      { type: 'add', line: line() },
      { type: 'add', line: line({ selectedModel: 'iPhone 16' }) },
      { type: 'updateQuantity', key, quantity: 4 },
    ]);
    expect(state.items.map((i) => i.quantity)).toEqual([4, 1]);
  });

  it('removes a line and clears the cart', () => {
    const key = { _id: 'p1', selectedBrand: 'Apple', selectedModel: 'iPhone 16 Pro' };
    const removed = run([
      { type: 'add', line: line() },
      { type: 'add', line: line({ _id: 'p2' }) },
      { type: 'remove', key },
    ]);
    expect(removed.items.map((i) => i._id)).toEqual(['p2']);
    expect(run([{ type: 'add', line: line() }, { type: 'clear' }]).items).toEqual([]);
  });

  it('computes subtotal, 8% tax and total in paise, rounding half up', () => {
    const state = run([
      { type: 'add', line: line({ price: 549 }) },
      { type: 'add', line: line({ price: 549 }) },
      { type: 'add', line: line({ _id: 'p2', price: 0.07 }) },
    ]);
    // 2 × 549.00 + 0.07 = 1098.07; tax 87.8456 → 87.85; total 1185.92.
    expect(state.totals).toEqual({
      subtotalInPaise: 109_807,
      taxInPaise: 8_785,
      totalInPaise: 118_592,
      itemCount: 3,
      taxByRate: [{ rateBp: 800, taxableInPaise: 109_807, taxInPaise: 8_785 }],
    });
  });

  it("taxes each line at its own rate and takes the server's new rate (decision 066)", () => {
    const state = run([
      { type: 'add', line: line({ price: 549 }) },
      { type: 'add', line: line({ _id: 'p2', price: 799, gstRate: 0.18 }) },
    ]);
    // 8% of 549.00 = 43.92; 18% of 799.00 = 143.82.
    expect(state.totals.taxInPaise).toBe(4_392 + 14_382);
    const repriced = cartReducer(state, {
      type: 'reprice',
      pricesById: new Map([['p1', { price: 549, gstRate: 0.18 }]]),
    });
    expect(repriced.items.map((i) => i.gstRate)).toEqual([0.18, 0.18]);
    // 18% of 1,348.00 = 242.64, one rate now.
    expect(repriced.totals.taxByRate).toEqual([
      { rateBp: 1_800, taxableInPaise: 134_800, taxInPaise: 24_264 },
    ]);
    const same = { price: 549, gstRate: 0.18 };
    expect(cartReducer(repriced, { type: 'reprice', pricesById: new Map([['p1', same]]) })).toBe(
      repriced,
    );
  });

  it('updates the price of lines whose product costs something else now', () => {
    const state = run([
      { type: 'add', line: line({ price: 549 }) },
      { type: 'add', line: line({ _id: 'p2', price: 999 }) },
      { type: 'reprice', pricesById: new Map([['p1', 599]]) },
    ]);
    expect(state.items.map((i) => i.price)).toEqual([599, 999]);
    expect(state.totals.subtotalInPaise).toBe(159_800);
  });

  it('returns the same state for a change that changes nothing', () => {
    const before = run([{ type: 'add', line: line({ price: 549 }) }]);
    expect(cartReducer(before, { type: 'reprice', pricesById: new Map([['p1', 549]]) })).toBe(
      before,
    );
  });
});
