import { describe, expect, it } from 'vitest';
import { POLICY_SLUGS, STOREFRONT_ROUTES, storefrontPath } from './routes.ts';

describe('storefrontPath', () => {
  it('fills each parameter as one encoded segment', () => {
    expect(storefrontPath('product', { idOrSlug: 'a/b c' })).toBe('/product/a%2Fb%20c');
    expect(storefrontPath('category', { category: 'laptop-skins', type: 'macbook' })).toBe(
      '/category/laptop-skins/macbook',
    );
  });

  it('leaves out an optional last parameter when not given', () => {
    expect(storefrontPath('category', { category: 'mobile-skins' })).toBe('/category/mobile-skins');
    expect(storefrontPath('orderConfirmation')).toBe('/order-confirmation');
    expect(storefrontPath('home')).toBe('/');
  });

  it('refuses to build a path without a required parameter', () => {
    // @ts-expect-error the product page needs its id or slug
    expect(() => storefrontPath('product', {})).toThrow('product: missing the idOrSlug parameter');
  });
});

describe('STOREFRONT_ROUTES', () => {
  it('declares every path once, absolute, optional parameters last only', () => {
    const paths = Object.values(STOREFRONT_ROUTES).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\/([a-z-]+|:[a-zA-Z]+)?(\/([a-z-]+|:[a-zA-Z]+))*(\/:[a-zA-Z]+\?)?$/);
    }
  });

  it('limits the policy page to the four policies', () => {
    expect(STOREFRONT_ROUTES.policy.paramValues.policy).toEqual(POLICY_SLUGS);
  });
});
