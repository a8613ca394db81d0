// The shop's taxonomy, with no zod: browsing pages' islands read it (the category menus) and
// carry no schema code (docs/decisions/045-storefront-islands.md).

/**
 * The categories and product types, in display order. Slugs are part of the URL contract. The
 * spec's category bar (§2) shows each category's first three types; the phone brands after
 * them (`inCategoryBar: false`) have their own listing pages and chips but stay out of the bar
 * (docs/decisions/046-india-phone-brands.md).
 */
export const CATEGORIES = [
  {
    slug: 'mobile-skins',
    name: 'Mobile Skins',
    productTypes: [
      { name: 'iphone', label: 'iPhone' },
      { name: 'samsung', label: 'Samsung' },
      { name: 'oneplus', label: 'OnePlus' },
      { name: 'xiaomi', label: 'Xiaomi', inCategoryBar: false },
      { name: 'redmi', label: 'Redmi', inCategoryBar: false },
      { name: 'vivo', label: 'Vivo', inCategoryBar: false },
      { name: 'oppo', label: 'Oppo', inCategoryBar: false },
      { name: 'realme', label: 'Realme', inCategoryBar: false },
      { name: 'motorola', label: 'Motorola', inCategoryBar: false },
      { name: 'nothing', label: 'Nothing Phone', inCategoryBar: false },
      { name: 'pixel', label: 'Google Pixel', inCategoryBar: false },
    ],
  },
  {
    slug: 'laptop-skins',
    name: 'Laptop Skins',
    productTypes: [
      { name: 'macbook', label: 'MacBook' },
      { name: 'dell', label: 'Dell' },
      { name: 'hp', label: 'HP' },
    ],
  },
  {
    slug: 'console-skins',
    name: 'Console Skins',
    productTypes: [
      { name: 'ps5', label: 'PS5' },
      { name: 'xbox', label: 'Xbox' },
      { name: 'nintendo', label: 'Nintendo' },
    ],
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    productTypes: [
      { name: 'airpods', label: 'AirPods' },
      { name: 'apple-watch', label: 'Apple Watch' },
      { name: 'others', label: 'Others' },
    ],
  },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export type ProductTypeName = (typeof CATEGORIES)[number]['productTypes'][number]['name'];

export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];
export const PRODUCT_TYPE_NAMES = CATEGORIES.flatMap((c) => c.productTypes.map((t) => t.name)) as [
  ProductTypeName,
  ...ProductTypeName[],
];

type CategoryEntry = (typeof CATEGORIES)[number];

/** The product types the spec's category bar (§2) names under `category`: always its three. */
export function categoryBarTypes<C extends CategoryEntry>(
  category: C,
): C['productTypes'][number][] {
  return category.productTypes.filter((type) => !('inCategoryBar' in type));
}

/** "iPhone · Samsung · OnePlus · 8 more": the bar's types, then how many more the category sells. */
export function categoryTypesSummary(category: CategoryEntry, separator: string): string {
  const barTypes = categoryBarTypes(category);
  const more = category.productTypes.length - barTypes.length;
  return [...barTypes.map((type) => type.label), ...(more > 0 ? [`${more} more`] : [])].join(
    separator,
  );
}

/**
 * A category as the storefront's bar and menus show it (decision 067): its name, slug and order
 * come from the database (the owner edits them); `_id` is stable, a built-in category's slug as
 * it was, by which its device types are found here.
 */
export interface ShopCategory {
  _id: string;
  slug: string;
  name: string;
}

/**
 * The category SHOP and `/category` open (spec §2: /category/mobile-skins), found by its stable
 * id: under its slug now after a rename, wherever the owner moves it in the bar (decision 067);
 * the bar's first while the list lacks it.
 */
export function shopCategoryOf<C extends Pick<ShopCategory, '_id'>>(
  categories: readonly C[],
): C | undefined {
  return categories.find((category) => category._id === 'mobile-skins') ?? categories[0];
}

/** The code's entry of a built-in category by its stable id; undefined for one the owner added. */
export function builtInCategory(id: string): CategoryEntry | undefined {
  return CATEGORIES.find((c) => c.slug === id);
}

/** A category's device types (a category the owner added has none). */
export function productTypesOfCategory(
  category: Pick<ShopCategory, '_id'>,
): readonly CategoryEntry['productTypes'][number][] {
  return builtInCategory(category._id)?.productTypes ?? [];
}

/** The types the bar's menu lists under a category: a built-in's three, else none. */
export function shopCategoryBarTypes(
  category: Pick<ShopCategory, '_id'>,
): CategoryEntry['productTypes'][number][] {
  const builtIn = builtInCategory(category._id);
  return builtIn ? categoryBarTypes(builtIn) : [];
}

/** The shop's categories as the code seeds them: what the bar shows before the database says. */
export const SEEDED_CATEGORIES: readonly ShopCategory[] = /* @__PURE__ */ CATEGORIES.map((c) => ({
  _id: c.slug,
  slug: c.slug,
  name: c.name,
}));

export function categoryOfProductType(type: ProductTypeName): CategorySlug {
  const category = CATEGORIES.find((c) => c.productTypes.some((t) => t.name === type));
  if (!category) throw new RangeError(`Unknown product type: ${type}`);
  return category.slug;
}

export const SORTS = ['Newest', 'PriceLowHigh', 'PriceHighLow', 'Popular', 'Name'] as const;
export type ProductSort = (typeof SORTS)[number];

/** Finish and merchandising tags the catalog uses; free-form tags are allowed too. */
export const FINISH_TAGS = ['matte', 'glossy', 'textured', 'metallic', 'holographic'] as const;
