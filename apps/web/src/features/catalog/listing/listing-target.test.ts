import { describe, expect, it } from 'vitest';
import { findProductType, resolveListingTarget } from './listing-target.ts';

describe('resolveListingTarget', () => {
  it('finds a category', () => {
    const target = resolveListingTarget('laptop-skins', undefined);
    expect(target?.category.name).toBe('Laptop Skins');
    expect(target?.type).toBeNull();
  });

  it('finds a product type within its category', () => {
    const target = resolveListingTarget('accessories', 'apple-watch');
    expect(target?.category.slug).toBe('accessories');
    expect(target?.type?.label).toBe('Apple Watch');
  });

  it.each([
    ['phones', undefined],
    [undefined, undefined],
    ['mobile-skins', 'nokia'],
    ['laptop-skins', 'iphone'],
    ['Mobile-Skins', undefined],
  ])('refuses %s / %s', (category, type) => {
    expect(resolveListingTarget(category, type)).toBeNull();
  });
});

describe('findProductType', () => {
  it('gives the type and its category', () => {
    const { category, type } = findProductType('ps5');
    expect(category.slug).toBe('console-skins');
    expect(type.label).toBe('PS5');
  });
});
