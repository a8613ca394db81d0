import * as z from 'zod/mini';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './constants.ts';

/** A cart line as the browser stores it (spec §3); identified by _id + brand + model. */
const CartItemSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  slug: z.optional(z.string()),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  /** Rupees, as seen when the line was added; the server re-prices at checkout. */
  price: z.number().check(z.nonnegative()),
  /**
   * The category's GST rate as a fraction (0.18; decision 066), as seen when the line was added;
   * a cart stored before per-line rates has none and is taxed at the spec's 8%.
   */
  gstRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  quantity: z.int().check(z.minimum(MIN_LINE_QUANTITY), z.maximum(MAX_LINE_QUANTITY)),
  selectedBrand: z.string(),
  selectedModel: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const StoredCartSchema = z.array(CartItemSchema);
