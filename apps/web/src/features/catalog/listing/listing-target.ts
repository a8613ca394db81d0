import {
  CATEGORIES,
  type CategorySlug,
  type ProductTypeName,
  productTypesOfCategory,
  type ShopCategory,
} from '@skins/shared';

export type ProductTypeInfo = (typeof CATEGORIES)[number]['productTypes'][number];
/**
 * A category as a listing shows it: the database's name and slug (decision 067) with its
 * device types (a built-in category's, from the code; none for one the owner added).
 */
export interface CategoryInfo extends ShopCategory {
  productTypes: readonly ProductTypeInfo[];
}

/** What a listing URL shows: a whole category, or one product type within it. */
export interface ListingTarget {
  category: CategoryInfo;
  type: ProductTypeInfo | null;
}

const withTypes = (category: ShopCategory): CategoryInfo => ({
  _id: category._id,
  slug: category.slug,
  name: category.name,
  productTypes: productTypesOfCategory(category),
});

/**
 * Resolves `/category/:category/:type?` among the shop's categories; null when the category is
 * unknown or the type does not belong to it (`/category/laptop-skins/iphone` is not a page).
 */
export function resolveListingTarget(
  categories: readonly ShopCategory[],
  categoryParam: string | undefined,
  typeParam: string | undefined,
): ListingTarget | null {
  const found = categories.find((candidate) => candidate.slug === categoryParam);
  if (!found) return null;
  const category = withTypes(found);
  if (typeParam === undefined) return { category, type: null };
  const type = category.productTypes.find((candidate) => candidate.name === typeParam);
  return type ? { category, type } : null;
}

/** A built-in category as the code seeds it (its name may differ in the database now). */
const seeded = (category: (typeof CATEGORIES)[number]): CategoryInfo => ({
  _id: category.slug,
  slug: category.slug,
  name: category.name,
  productTypes: category.productTypes,
});

export function findCategory(slug: CategorySlug): CategoryInfo {
  const category = CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw new RangeError(`Unknown category: ${slug}`);
  return seeded(category);
}

export function findProductType(name: ProductTypeName): {
  category: CategoryInfo;
  type: ProductTypeInfo;
} {
  for (const category of CATEGORIES) {
    const type = category.productTypes.find((candidate) => candidate.name === name);
    if (type) return { category: seeded(category), type };
  }
  throw new RangeError(`Unknown product type: ${name}`);
}

/**
 * Where a product sits: its category as the shop has it now (by the product's slug, decision
 * 067) and its device type there, none in a category the owner added. The code's own entry
 * when the shop's categories are not known.
 */
export function placeOfProduct(
  product: { category: string; productType: { name: ProductTypeName } },
  categories: readonly ShopCategory[] | undefined,
): { category: CategoryInfo; type: ProductTypeInfo | null } {
  const found = categories?.find((candidate) => candidate.slug === product.category);
  if (!found) return findProductType(product.productType.name);
  const category = withTypes(found);
  const type = category.productTypes.find((t) => t.name === product.productType.name) ?? null;
  return { category, type };
}
