import { describe, expect, it } from 'vitest';
import { CART_STATE_SCRIPT } from './cart-state-script.ts';
import { STORAGE_KEYS } from './constants.ts';

/** Runs the script against a page whose storage holds `stored` (or throws, for `null`). */
function marksEmpty(stored: Record<string, string> | null): boolean {
  const attributes = new Set<string>();
  const window = {
    get localStorage() {
      if (stored === null) throw new Error('storage is off');
      return { getItem: (key: string) => stored[key] ?? null };
    },
  };
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  new Function('window', 'document', CART_STATE_SCRIPT)(window, document);
  return attributes.has('data-cart-empty');
}

describe('CART_STATE_SCRIPT', () => {
  it('marks the page when no cart is stored, or storage is off, and not when one is', () => {
    expect(marksEmpty({})).toBe(true);
    expect(marksEmpty(null)).toBe(true);
    expect(marksEmpty({ [STORAGE_KEYS.cart]: '[{"_id":"p1"}]' })).toBe(false);
  });
});
