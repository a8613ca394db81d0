import { MAX_LINE_QUANTITY, type RestoredCartLine } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { marble, obsidian } from '#testing/cart-fixtures.tsx';
import { parseStoredCart } from '../state/cart-storage.ts';
import { mergeRestoredLines } from './merge-restored-lines.ts';

const obsidianLine: RestoredCartLine = {
  productId: obsidian._id,
  name: obsidian.name,
  slug: 'carbon-fibre-obsidian',
  image: '/media/obsidian.svg',
  price: 599,
  selectedBrand: obsidian.selectedBrand,
  selectedModel: obsidian.selectedModel,
  quantity: 1,
};

describe('putting a reminder’s lines back in the cart', () => {
  it('gives the same cart however many times the link is followed', () => {
    const once = mergeRestoredLines([marble], [obsidianLine]);
    expect(mergeRestoredLines(once, [obsidianLine])).toEqual(once);
    expect(once.map((item) => [item._id, item.quantity])).toEqual([
      [marble._id, 1],
      [obsidian._id, 1],
    ]);
  });

  it('keeps another device of the same product as its own line', () => {
    const merged = mergeRestoredLines(
      [obsidian],
      [{ ...obsidianLine, selectedModel: 'iPhone 16' }],
    );
    expect(merged.map((item) => item.selectedModel)).toEqual(['iPhone 16 Pro', 'iPhone 16']);
  });

  it('never stores a quantity the stored cart would refuse (which would discard the whole cart)', () => {
    const merged = mergeRestoredLines([], [{ ...obsidianLine, quantity: MAX_LINE_QUANTITY + 5 }]);
    expect(merged[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(parseStoredCart(JSON.parse(JSON.stringify(merged)))).toEqual(merged);
  });
});
