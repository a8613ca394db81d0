import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  categoryBarTypes,
  categoryOfProductType,
  categoryTypesSummary,
  PRODUCT_TYPE_NAMES,
  shopCategoryOf,
} from './taxonomy.ts';

const labelsOf = (types: readonly { label: string }[]) => types.map((type) => type.label);

describe('the category bar', () => {
  it('shows exactly the spec’s groups and devices (§2), in its order', () => {
    expect(
      CATEGORIES.map((category) => [category.name, labelsOf(categoryBarTypes(category))]),
    ).toEqual([
      ['Mobile Skins', ['iPhone', 'Samsung', 'OnePlus']],
      ['Laptop Skins', ['MacBook', 'Dell', 'HP']],
      ['Console Skins', ['PS5', 'Xbox', 'Nintendo']],
      ['Accessories', ['AirPods', 'Apple Watch', 'Others']],
    ]);
  });
});

describe('categoryTypesSummary', () => {
  it('names the bar’s types and counts the others', () => {
    const [mobile, laptop] = CATEGORIES;
    expect(categoryTypesSummary(mobile, ' · ')).toBe('iPhone · Samsung · OnePlus · 8 more');
    expect(categoryTypesSummary(laptop, ', ')).toBe('MacBook, Dell, HP');
  });
});

describe('mobile skins', () => {
  it('sell India’s other phone brands as product types of their own, after the bar’s', () => {
    const mobile = CATEGORIES.find((category) => category.slug === 'mobile-skins');
    expect(labelsOf(mobile?.productTypes ?? [])).toEqual([
      'iPhone',
      'Samsung',
      'OnePlus',
      'Xiaomi',
      'Redmi',
      'Vivo',
      'Oppo',
      'Realme',
      'Motorola',
      'Nothing Phone',
      'Google Pixel',
    ]);
    for (const name of [
      'xiaomi',
      'redmi',
      'vivo',
      'oppo',
      'realme',
      'motorola',
      'nothing',
      'pixel',
    ] as const) {
      expect(PRODUCT_TYPE_NAMES).toContain(name);
      expect(categoryOfProductType(name)).toBe('mobile-skins');
    }
  });
});

describe('shopCategoryOf', () => {
  const tablets = { _id: 'b7c1', slug: 'tablet-skins' };
  const laptops = { _id: 'laptop-skins', slug: 'laptop-skins' };
  it('finds mobile skins by its id wherever it stands, under its slug now', () => {
    const phones = { _id: 'mobile-skins', slug: 'phone-skins' };
    expect(shopCategoryOf([tablets, laptops, phones])).toBe(phones);
  });
  it('falls back to the bar’s first, and to nothing for no categories', () => {
    expect(shopCategoryOf([tablets, laptops])).toBe(tablets);
    expect(shopCategoryOf([])).toBeUndefined();
  });
});
