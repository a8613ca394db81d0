// The shop's taxonomy, with no zod: browsing pages' islands read it (the category menus) and
// carry no schema code (docs/decisions/045-storefront-islands.md).

/** The category bar of the spec (§2), in display order. Slugs are part of the URL contract. */
export const CATEGORIES = [
  {
    slug: 'mobile-skins',
    name: 'Mobile Skins',
    productTypes: [
      { name: 'iphone', label: 'iPhone' },
      { name: 'samsung', label: 'Samsung' },
      { name: 'oneplus', label: 'OnePlus' },
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

export function categoryOfProductType(type: ProductTypeName): CategorySlug {
  const category = CATEGORIES.find((c) => c.productTypes.some((t) => t.name === type));
  if (!category) throw new RangeError(`Unknown product type: ${type}`);
  return category.slug;
}

export const SORTS = ['Newest', 'PriceLowHigh', 'PriceHighLow', 'Popular', 'Name'] as const;
export type ProductSort = (typeof SORTS)[number];

/** Finish and merchandising tags the catalog uses; free-form tags are allowed too. */
export const FINISH_TAGS = ['matte', 'glossy', 'textured', 'metallic', 'holographic'] as const;
