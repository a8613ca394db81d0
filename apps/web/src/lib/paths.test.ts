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

describe('content paths', () => {
  it('builds the informational pages of spec §2', () => {
    expect(paths.categoryRoot()).toBe('/category');
    expect(paths.about()).toBe('/about');
    expect(paths.blog()).toBe('/blog');
    expect(paths.blogPost('caring-for-your-laptop-skin')).toBe('/blog/caring-for-your-laptop-skin');
    expect(paths.contact()).toBe('/contact');
    expect(paths.faq()).toBe('/faq');
    expect(paths.policy('returns')).toBe('/policies/returns');
    expect(paths.sizeGuide()).toBe('/size-guide');
  });
});
