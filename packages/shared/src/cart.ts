import { z } from 'zod';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './constants.ts';

/** A cart line as the browser stores it (spec §3); identified by _id + brand + model. */
export const CartItemSchema = z.object({
  _id: z.string().min(1),
  slug: z.string().optional(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  /** Rupees, as seen when the line was added; the server re-prices at checkout. */
  price: z.number().nonnegative(),
  quantity: z.number().int().min(MIN_LINE_QUANTITY).max(MAX_LINE_QUANTITY),
  selectedBrand: z.string(),
  selectedModel: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const StoredCartSchema = z.array(CartItemSchema);
