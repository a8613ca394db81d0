import { CATEGORIES, type CategorySlug, type ProductTypeName } from '@skins/shared';

export type CategoryInfo = (typeof CATEGORIES)[number];
export type ProductTypeInfo = CategoryInfo['productTypes'][number];

/** What a listing URL shows: a whole category, or one product type within it. */
export interface ListingTarget {
  category: CategoryInfo;
  type: ProductTypeInfo | null;
}

/**
 * Resolves `/category/:category/:type?`; null when the category is unknown or the type does not
 * belong to it (`/category/laptop-skins/iphone` is not a page).
 */
export function resolveListingTarget(
  categoryParam: string | undefined,
  typeParam: string | undefined,
): ListingTarget | null {
  const category = CATEGORIES.find((candidate) => candidate.slug === categoryParam);
  if (!category) return null;
  if (typeParam === undefined) return { category, type: null };
  const type = category.productTypes.find((candidate) => candidate.name === typeParam);
  return type ? { category, type } : null;
}

export function findCategory(slug: CategorySlug): CategoryInfo {
  const category = CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw new RangeError(`Unknown category: ${slug}`);
  return category;
}

export function findProductType(name: ProductTypeName): {
  category: CategoryInfo;
  type: ProductTypeInfo;
} {
  for (const category of CATEGORIES) {
    const type = category.productTypes.find((candidate) => candidate.name === name);
    if (type) return { category, type };
  }
  throw new RangeError(`Unknown product type: ${name}`);
}
