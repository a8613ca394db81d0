import { z } from 'zod';
import {
  FULL_SEARCH_LIMIT,
  MAX_LENGTH,
  MAX_LIST_LIMIT,
  PRODUCT_PAGE_SIZE,
  RAIL_DEFAULT_LIMIT,
  RAIL_MAX_LIMIT,
} from './constants.ts';

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

export const CompatibilitySchema = z.object({
  brand: z.string().min(1).max(MAX_LENGTH.name),
  models: z.array(z.string().min(1).max(MAX_LENGTH.name)).min(1).max(100),
});
export type Compatibility = z.infer<typeof CompatibilitySchema>;

/** Rupees at the API edge: a non-negative amount with at most two decimals. */
export const RupeesSchema = z
  .number()
  .nonnegative()
  .max(10_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) <= 1e-6, 'At most two decimals');

export const ProductSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  images: z.array(z.string()),
  thumbnail: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  productType: z.object({ name: z.enum(PRODUCT_TYPE_NAMES) }),
  tags: z.array(z.string()),
  compatibility: z.array(CompatibilitySchema),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const AutocompleteItemSchema = ProductSchema.pick({
  _id: true,
  slug: true,
  name: true,
  thumbnail: true,
  price: true,
  category: true,
  productType: true,
});
export type AutocompleteItem = z.infer<typeof AutocompleteItemSchema>;

export const CategorySchema = z.object({
  slug: z.enum(CATEGORY_SLUGS),
  name: z.string(),
  productTypes: z.array(z.object({ name: z.enum(PRODUCT_TYPE_NAMES), label: z.string() })),
});
export type Category = z.infer<typeof CategorySchema>;

export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}
export function dataEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

export const ProductListSchema = listEnvelopeSchema(ProductSchema);
export type ProductList = z.infer<typeof ProductListSchema>;

// Query strings arrive as text: parse numbers strictly ("", "1.5", "abc" are all refused).
const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Must be at least 1').max(max, `Must be at most ${max}`));

const commaList = (item: z.ZodString) =>
  z
    .string()
    .max(500)
    .transform((s) =>
      s
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(20));

const searchText = z.string().trim().max(MAX_LENGTH.searchQuery, 'Search is too long');

export const ProductListQuerySchema = z.object({
  page: positiveInt(1_000_000).default(1),
  limit: positiveInt(MAX_LIST_LIMIT).default(PRODUCT_PAGE_SIZE),
  search: searchText.optional(),
  categories: commaList(z.string().max(40)).optional(),
  tags: commaList(z.string().max(40)).optional(),
  sort: z.enum(SORTS).default('Newest'),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const QuickSearchQuerySchema = z.object({ search: searchText.optional() });
export const FullSearchQuerySchema = z.object({
  query: searchText.optional(),
  page: positiveInt(1_000_000).default(1),
  limit: positiveInt(MAX_LIST_LIMIT).default(FULL_SEARCH_LIMIT),
});
export const AutocompleteQuerySchema = z.object({ query: searchText.optional() });
export const RailQuerySchema = z.object({
  limit: positiveInt(RAIL_MAX_LIMIT).default(RAIL_DEFAULT_LIMIT),
});
