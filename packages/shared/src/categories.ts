// The owner's categories (API.md § The owner's desk, decision 067). zod/mini, as the rest of shared.
import * as z from 'zod/mini';
import { SLUG_PATTERN } from './catalog-writes.ts';
import { GST_RATES } from './constants.ts';
import { dataEnvelopeSchema } from './contract.ts';
import type { ProductTypeName } from './taxonomy.ts';

/**
 * The product type of every product in a category the owner added: such a category has no
 * device types of its own (the built-in four keep theirs in taxonomy.ts), decision 067.
 */
export const OWN_CATEGORY_TYPE = 'others' satisfies ProductTypeName;

export const MAX_CATEGORY_SLUG_LENGTH = 60;
export const MAX_CATEGORY_NAME_LENGTH = 60;
export const MAX_CATEGORY_POSITION = 999;
/** An HSN code as invoices print it: 4, 6 or 8 digits in practice; the contract allows 4–8. */
export const HSN_CODE_PATTERN = /^\d{4,8}$/;

/** A category as the owner's Categories page lists it. `gstRate` is a fraction (0.18). */
export const AdminCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  hsnCode: z.string(),
  gstRate: z.number(),
  position: z.int(),
  /** The slugs it had before, each answering 301 to `slug` now. */
  oldSlugs: z.array(z.string()),
  /** Its products, active or not. */
  productCount: z.int(),
  /** One of the four the shop was built with: its device types come from the code. */
  builtIn: z.boolean(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoryListSchema = dataEnvelopeSchema(AdminCategorySchema);

const gstRateMessage = `Choose a GST rate: ${GST_RATES.map((rate) => `${Math.round(rate * 10_000) / 100}%`).join(', ')}`;

/** POST /api/admin/categories, and PUT (the whole body, like a product's). */
export const CategoryWriteSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a name'),
      z.maxLength(MAX_CATEGORY_NAME_LENGTH, `At most ${MAX_CATEGORY_NAME_LENGTH} characters`),
    ),
  slug: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Enter a slug'),
      z.maxLength(MAX_CATEGORY_SLUG_LENGTH, `At most ${MAX_CATEGORY_SLUG_LENGTH} characters`),
      z.regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens'),
    ),
  hsnCode: z.string().check(z.trim(), z.regex(HSN_CODE_PATTERN, 'An HSN code is 4 to 8 digits')),
  gstRate: z
    .number({ error: gstRateMessage })
    .check(
      z.refine((rate) => GST_RATES.some((slab) => Math.abs(slab - rate) < 1e-9), gstRateMessage),
    ),
  position: z
    .int({ error: 'Enter a whole number' })
    .check(
      z.minimum(0, 'Must be 0 or more'),
      z.maximum(MAX_CATEGORY_POSITION, `Must be at most ${MAX_CATEGORY_POSITION}`),
    ),
});
export type CategoryWriteInput = z.infer<typeof CategoryWriteSchema>;

export const CategoryIdParamsSchema = z.object({
  idOrSlug: z.string().check(z.minLength(1), z.maxLength(100)),
});
