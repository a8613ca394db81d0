import { SEEDED_CATEGORIES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { findProductType, resolveListingTarget } from './listing-target.ts';

describe('resolveListingTarget', () => {
  it('finds a category', () => {
    const target = resolveListingTarget(SEEDED_CATEGORIES, 'laptop-skins', undefined);
    expect(target?.category.name).toBe('Laptop Skins');
    expect(target?.type).toBeNull();
  });

  it('finds a product type within its category', () => {
    const target = resolveListingTarget(SEEDED_CATEGORIES, 'accessories', 'apple-watch');
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
    expect(resolveListingTarget(SEEDED_CATEGORIES, category, type)).toBeNull();
  });

  it('finds a category the owner added or renamed, by its slug now (decision 067)', () => {
    const categories = [
      { _id: 'accessories', slug: 'gadget-skins', name: 'Gadget Skins' },
      { _id: 'c0ffee00-0000-4000-8000-000000000000', slug: 'tablet-skins', name: 'Tablet Skins' },
    ];
    expect(resolveListingTarget(categories, 'gadget-skins', 'airpods')?.type?.label).toBe(
      'AirPods',
    );
    expect(resolveListingTarget(categories, 'accessories', undefined)).toBeNull();
    const tablets = resolveListingTarget(categories, 'tablet-skins', undefined);
    expect(tablets?.category).toMatchObject({ name: 'Tablet Skins', productTypes: [] });
    expect(resolveListingTarget(categories, 'tablet-skins', 'others')).toBeNull();
  });
});

describe('findProductType', () => {
  it('gives the type and its category', () => {
    const { category, type } = findProductType('ps5');
    expect(category.slug).toBe('console-skins');
    expect(type.label).toBe('PS5');
  });
});
