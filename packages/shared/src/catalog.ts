// zod/mini, not zod: the storefront parses responses with these schemas, and zod/mini's
// functions tree-shake (~7 KB gzip against ~26 KB) — see docs/decisions/005-storefront-bundle.md.
import * as z from 'zod/mini';
import {
  ADMIN_PAGE_SIZE,
  FULL_SEARCH_LIMIT,
  IMAGE_WIDTHS_PX,
  MAX_LENGTH,
  MAX_LIST_LIMIT,
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_TAGS,
  PRODUCT_PAGE_SIZE,
  RAIL_DEFAULT_LIMIT,
  RAIL_MAX_LIMIT,
} from './constants.ts';
import { listEnvelopeSchema, MAX_ORDER_TOTAL_RUPEES } from './contract.ts';
import { DEVICE_QUERY_FIELDS } from './devices.ts';
import { isUuid } from './ids.ts';
import { hasWholePaise } from './money.ts';

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

const CompatibilitySchema = z.object({
  brand: z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.name)),
  models: z
    .array(z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.name)))
    .check(z.minLength(1), z.maxLength(100)),
});
export type Compatibility = z.infer<typeof CompatibilitySchema>;

export const ProductSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  compareAtPrice: z.nullable(z.number()),
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

export const AutocompleteItemSchema = z.pick(ProductSchema, {
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

export const ProductListSchema = listEnvelopeSchema(ProductSchema);
export type ProductList = z.infer<typeof ProductListSchema>;

// Query strings arrive as text: parse numbers strictly ("", "1.5", "abc" are all refused).
const positiveInt = (max: number) => {
  const parsed = z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'Must be a whole number')), z.transform(Number)),
    z.int().check(z.minimum(1, 'Must be at least 1'), z.maximum(max, `Must be at most ${max}`)),
  );
  // The OpenAPI document shows the text's input side; the bounds are checked after it.
  z.globalRegistry.add(parsed, { type: 'integer', minimum: 1, maximum: max });
  return parsed;
};

/** A flag in a query string: exactly `true` or `false`. */
const queryBoolean = z.pipe(
  z.enum(['true', 'false'], { error: 'Use true or false' }),
  z.transform((flag: 'true' | 'false') => flag === 'true'),
);

const commaList = (item: z.ZodMiniString<string>) => {
  const list = z.pipe(
    z.pipe(
      z.string().check(z.maxLength(500)),
      z.transform((s: string) =>
        s
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      ),
    ),
    z.array(item).check(z.maxLength(20)),
  );
  // The OpenAPI document shows the text; the items are checked after splitting it.
  z.globalRegistry.add(list, { description: 'Comma-separated, at most 20 items' });
  return list;
};

const searchText = z
  .string()
  .check(z.trim(), z.maxLength(MAX_LENGTH.searchQuery, 'Search is too long'));

export const ProductListQuerySchema = z.object({
  page: z._default(positiveInt(1_000_000), 1),
  limit: z._default(positiveInt(MAX_LIST_LIMIT), PRODUCT_PAGE_SIZE),
  search: z.optional(searchText),
  categories: z.optional(commaList(z.string().check(z.maxLength(40)))),
  tags: z.optional(commaList(z.string().check(z.maxLength(40)))),
  sort: z._default(z.enum(SORTS), 'Newest'),
  /** Admin only (API.md § Decisions, Product write body): inactive products are listed too. */
  includeInactive: z.optional(queryBoolean),
  ...DEVICE_QUERY_FIELDS,
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** `page` and `limit` of an admin list: strict whole numbers, `limit` at most 100 (default 20). */
export const AdminPageQuerySchema = z.object({
  page: z._default(positiveInt(1_000_000), 1),
  limit: z._default(positiveInt(MAX_LIST_LIMIT), ADMIN_PAGE_SIZE),
});

export const QuickSearchQuerySchema = z.object({ search: z.optional(searchText) });
export const FullSearchQuerySchema = z.object({
  query: z.optional(searchText),
  page: z._default(positiveInt(1_000_000), 1),
  limit: z._default(positiveInt(MAX_LIST_LIMIT), FULL_SEARCH_LIMIT),
  ...DEVICE_QUERY_FIELDS,
});
export const AutocompleteQuerySchema = z.object({ query: z.optional(searchText) });
export const RailQuerySchema = z.object({
  limit: z._default(positiveInt(RAIL_MAX_LIMIT), RAIL_DEFAULT_LIMIT),
});

// ---- Writes (admin): POST /products, PUT /products/{idOrSlug}, POST /media ----

/** Lower-case letters and digits in groups joined by single hyphens: `carbon-fibre-black`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs the server makes from a name stop at a whole word within this length. */
const MAX_GENERATED_SLUG_LENGTH = 80;

/**
 * The slug made from a name when the admin sends none (the server), and shown while the admin
 * types (the admin form): `Carbon Fibre — Black (iPhone 16)` → `carbon-fibre-black-iphone-16`,
 * accents dropped.
 */
export function slugFromName(name: string): string {
  const words =
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  let slug = '';
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > MAX_GENERATED_SLUG_LENGTH) break;
    slug = longer;
  }
  // A name without Latin letters or digits (or one endless word) still gets a working URL.
  return slug || words[0]?.slice(0, MAX_GENERATED_SLUG_LENGTH) || 'product';
}
/** Static paths under /products/: a product with one of these slugs could never be opened. */
export const RESERVED_PRODUCT_SLUGS = ['search', 'new-arrivals', 'trending', 'type'] as const;
const MAX_SLUG_LENGTH = 120;
const MAX_TAG_LENGTH = 40;
const MAX_COMPATIBLE_BRANDS = 30;

/**
 * Where a product image may live: an upload of this shop (`/media/uploads/{id}/{width}.webp`, as
 * POST /media answers) or generated artwork (`/media/art/…svg`, the demo catalog). Nothing else:
 * the storefront shows these URLs to every shopper, and its CSP only allows its own images.
 */
const PRODUCT_IMAGE_URL_PATTERN = new RegExp(
  `^/media/(?:uploads/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/(?:${IMAGE_WIDTHS_PX.join('|')})\\.webp|art/v[0-9]+(?:/[a-z0-9-]+){3}/[a-z]+\\.svg)$`,
);

const text = (max: number, requiredMessage?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(requiredMessage ? [z.minLength(1, requiredMessage)] : []),
      z.maxLength(max, `Must be at most ${max} characters`),
    );

/** Rupees a product may cost: more than 0 (the gateway charges at least Rs. 1 per order). */
const ProductPriceSchema = z
  .number({ error: 'Enter a price in rupees' })
  .check(
    z.gt(0, 'Must be more than 0'),
    z.maximum(MAX_ORDER_TOTAL_RUPEES, 'Must be at most 10,000,000'),
    z.refine(hasWholePaise, 'At most two decimals'),
  );

// Blank means "make one from the name" (an empty field of the admin's form).
const SlugInputSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(MAX_SLUG_LENGTH, `Must be at most ${MAX_SLUG_LENGTH} characters`),
    z.refine(
      (s) => s === '' || SLUG_PATTERN.test(s),
      'Use lower-case letters, digits and single hyphens',
    ),
    z.refine((s) => !isUuid(s), 'A slug may not look like a product id'),
    z.refine(
      (s) => !(RESERVED_PRODUCT_SLUGS as readonly string[]).includes(s),
      'This slug is reserved',
    ),
  ),
  z.transform((s: string) => s || undefined),
);

const TagSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'A tag may not be blank'),
    z.maxLength(MAX_TAG_LENGTH, `Must be at most ${MAX_TAG_LENGTH} characters`),
    z.regex(SLUG_PATTERN, 'Use lower-case letters, digits and hyphens'),
  );

const CompatibilityWriteSchema = z.object({
  brand: text(MAX_LENGTH.name, 'Enter a brand'),
  models: z
    .array(text(MAX_LENGTH.name, 'A model may not be blank'))
    .check(z.minLength(1, 'Add at least one model'), z.maxLength(100, 'At most 100 models')),
});

const isUnique = (values: readonly string[]) => new Set(values).size === values.length;

/**
 * A product as an admin writes it (API.md § Decisions, Product write body). Prices are rupees;
 * `productType` is a type's name and must belong to `category`. PUT sends the whole body: an
 * absent `compareAtPrice` clears the offer; an absent `slug` or `active` keeps what is stored.
 */
export const ProductWriteSchema = z
  .object({
    name: text(MAX_LENGTH.productName, 'Enter a name'),
    slug: z.optional(SlugInputSchema),
    description: text(MAX_LENGTH.description),
    price: ProductPriceSchema,
    compareAtPrice: z.optional(z.nullable(ProductPriceSchema)),
    images: z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(300),
            z.regex(PRODUCT_IMAGE_URL_PATTERN, 'Use an image uploaded to this shop'),
          ),
      )
      .check(
        z.minLength(1, 'Add at least one image'),
        z.maxLength(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`),
        z.refine(isUnique, 'The same image is listed twice'),
      ),
    category: z.enum(CATEGORY_SLUGS, { error: 'Choose a category' }),
    productType: z.enum(PRODUCT_TYPE_NAMES, { error: 'Choose a product type' }),
    tags: z.pipe(
      z.array(TagSchema).check(z.maxLength(MAX_PRODUCT_TAGS, `At most ${MAX_PRODUCT_TAGS} tags`)),
      z.transform((tags: string[]) => [...new Set(tags)]),
    ),
    compatibility: z.array(CompatibilityWriteSchema).check(
      z.maxLength(MAX_COMPATIBLE_BRANDS, `At most ${MAX_COMPATIBLE_BRANDS} brands`),
      z.refine(
        (list) => isUnique(list.map((c) => c.brand.toLowerCase())),
        'Each brand may appear once',
      ),
    ),
    active: z.optional(z.boolean()),
  })
  .check(
    z.refine((p) => categoryOfProductType(p.productType) === p.category, {
      message: 'This product type is not in the chosen category',
      path: ['productType'],
    }),
    z.refine((p) => p.compareAtPrice == null || p.compareAtPrice > p.price, {
      message: 'Must be more than the price',
      path: ['compareAtPrice'],
    }),
  );
export type ProductWriteInput = z.infer<typeof ProductWriteSchema>;

/** DELETE /products/{idOrSlug} of a product that was ordered: kept, but no longer sold. */
export const ProductDeactivatedSchema = z.object({
  _id: z.string(),
  outcome: z.literal('deactivated'),
});

/**
 * POST /media: the stored image at each width (`urls`), `url` the largest (what a product's
 * `images` holds), and the largest one's size in pixels.
 */
export const MediaUploadResultSchema = z.object({
  url: z.string(),
  urls: z.object({ '320': z.string(), '640': z.string(), '1280': z.string() }),
  width: z.int(),
  height: z.int(),
});
export type MediaUploadResult = z.infer<typeof MediaUploadResultSchema>;
