import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('builds category paths with and without a product type', () => {
    expect(paths.category('mobile-skins')).toBe('/category/mobile-skins');
    expect(paths.category('laptop-skins', 'macbook')).toBe('/category/laptop-skins/macbook');
  });

  it('encodes search text and product slugs', () => {
    expect(paths.search('carbon fibre & co')).toBe('/search?query=carbon+fibre+%26+co');
    expect(paths.product('a/b')).toBe('/product/a%2Fb');
  });
});
