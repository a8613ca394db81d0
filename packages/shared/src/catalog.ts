// zod/mini, not zod: the storefront parses responses with these schemas, and zod/mini's
// functions tree-shake (~7 KB gzip against ~26 KB) — see docs/decisions/005-storefront-bundle.md.
import * as z from 'zod/mini';
import {
  ADMIN_PAGE_SIZE,
  FULL_SEARCH_LIMIT,
  MAX_LENGTH,
  MAX_LIST_LIMIT,
  PRODUCT_PAGE_SIZE,
  RAIL_DEFAULT_LIMIT,
  RAIL_MAX_LIMIT,
} from './constants.ts';
import { listEnvelopeSchema } from './contract.ts';
import { DEVICE_QUERY_FIELDS } from './devices.ts';
import { PRODUCT_TYPE_NAMES, SORTS } from './taxonomy.ts';

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
  /** The category's slug now (decision 067: the owner adds and renames categories). */
  category: z.string(),
  productType: z.object({ name: z.enum(PRODUCT_TYPE_NAMES) }),
  /**
   * The category's GST rate as a fraction (0.18; decision 066): the cart taxes the line at it.
   * Sent by the shopper's product reads and lists; an admin's write answers leave it out.
   */
  gstRate: z.optional(z.number()),
  tags: z.array(z.string()),
  compatibility: z.array(CompatibilitySchema),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Published reviews' average (one decimal) and count; null without any (issue [15]). Sent by
   * the shopper's product reads and lists; an admin's write answers leave it out.
   */
  rating: z.optional(z.nullable(z.object({ average: z.number(), count: z.int() }))),
  /** No unit left (stock 0): shown Sold out, Add to Cart disabled (decision 065). */
  soldOut: z.optional(z.boolean()),
  /**
   * Units on hand; null: made to order (never runs out). Only in an admin's answers (the write
   * answers, an admin's read of one product): shoppers see Sold out, never a count.
   */
  stock: z.optional(z.nullable(z.int())),
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

/**
 * A category of the storefront's bar, in its order (decision 067): `_id` is stable (a built-in
 * category's original slug), `slug` the URL now. A category the owner added has no types.
 */
export const CategorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
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
