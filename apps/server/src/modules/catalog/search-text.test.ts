import { describe, expect, it } from 'vitest';
import { productSearchText, searchWords } from './search-text.ts';

describe('search text', () => {
  it('unifies US and UK spellings and drops symbols', () => {
    expect(searchWords('Carbon FIBER & Gray!')).toEqual(['carbon', 'fibre', 'grey']);
  });

  it('names the product, its category, type, tags, brands and models, each word once', () => {
    const text = productSearchText({
      name: 'Carbon Fibre Obsidian — iPhone 16 Pro Skin',
      category: 'mobile-skins',
      productType: 'iphone',
      tags: ['textured', 'carbon-fibre'],
      compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16 Pro Max'] }],
    });
    expect(text).toBe(
      'carbon fibre obsidian iphone 16 pro skin mobile skins phone smartphone textured apple max',
    );
  });

  it('reads "wrap" as "skin", so the two words find the same products', () => {
    expect(searchWords('Laptop Wraps')).toEqual(['laptop', 'skins']);
  });

  it('stays under 400 characters, cut at a word boundary', () => {
    const models = Array.from({ length: 100 }, (_, i) => `Model${i}X`);
    const text = productSearchText({
      name: 'Marble Sand — Everything Skin',
      category: 'accessories',
      productType: 'others',
      tags: ['matte'],
      compatibility: [{ brand: 'Acme', models }],
    });
    expect(text.length).toBeLessThanOrEqual(400);
    expect(text.endsWith('x')).toBe(true);
    expect(text).toMatch(
      /^marble sand everything skin accessories accessory others matte acme model0x/,
    );
  });
});
