// A product as the admin writes it: POST /products, PUT /products/{idOrSlug}, POST /media.
// zod/mini, as in catalog.ts (docs/decisions/005-storefront-bundle.md).
import * as z from 'zod/mini';
import { IMAGE_WIDTHS_PX, MAX_LENGTH, MAX_PRODUCT_IMAGES, MAX_PRODUCT_TAGS } from './constants.ts';
import { MAX_ORDER_TOTAL_RUPEES } from './contract.ts';
import { isUuid } from './ids.ts';
import { hasWholePaise } from './money.ts';
import { CATEGORY_SLUGS, categoryOfProductType, PRODUCT_TYPE_NAMES } from './taxonomy.ts';

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

/** Units on hand (decision 065): null is made to order and never runs out. */
export const MAX_PRODUCT_STOCK = 1_000_000;
const ProductStockSchema = z
  .int({ error: 'Enter a whole number of units, or leave it empty' })
  .check(
    z.minimum(0, 'Must be 0 or more'),
    z.maximum(MAX_PRODUCT_STOCK, 'Must be at most 1,000,000'),
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
const isBuiltInSlug = (slug: string) => (CATEGORY_SLUGS as readonly string[]).includes(slug);

/**
 * A product as an admin writes it (API.md § Decisions, Product write body). Prices are rupees;
 * `productType` is a type's name and must belong to `category`. PUT sends the whole body: an
 * absent `compareAtPrice` clears the offer; an absent `slug`, `active` or `stock` keeps what is
 * stored (`stock: null` is made to order, the default of a new product).
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
    /** The category's slug now (decision 067: the server checks it names a category). */
    category: z
      .string({ error: 'Choose a category' })
      .check(z.trim(), z.minLength(1, 'Choose a category'), z.maxLength(100)),
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
    stock: z.optional(z.nullable(ProductStockSchema)),
  })
  .check(
    // A built-in category's types; the server checks the rest (a renamed built-in, a category
    // the owner added: its products are of type `others`), decision 067.
    z.refine(
      (p) => !isBuiltInSlug(p.category) || categoryOfProductType(p.productType) === p.category,
      {
        message: 'This product type is not in the chosen category',
        path: ['productType'],
      },
    ),
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
