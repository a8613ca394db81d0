// Shapes every part of the API shares: list and data envelopes, rupee amounts at the edge, and
// the largest order the shop takes. zod/mini, as the rest of shared: the storefront bundles it.
import * as z from 'zod/mini';
import { hasWholePaise } from './money.ts';

/**
 * The largest order total, and so the largest amount anywhere at the API edge: ₹1 crore. Orders
 * hold 32-bit paise; a cart past this is no shop order and is refused before anything is stored
 * or charged.
 */
export const MAX_ORDER_TOTAL_RUPEES = 10_000_000;
const MAX_ORDER_TOTAL_IN_PAISE = MAX_ORDER_TOTAL_RUPEES * 100;
export const ORDER_TOO_LARGE_MESSAGE =
  'This order is over Rs. 1,00,00,000, the most one order can be. Please split it, or contact us.';

/**
 * True when an order's subtotal (what its 32-bit paise columns hold) or its total (what is
 * charged, and what every answer carries as rupees) is past the largest order.
 */
export function isOrderTooLarge(totals: {
  subtotalInPaise: number;
  totalInPaise: number;
}): boolean {
  return (
    totals.subtotalInPaise > MAX_ORDER_TOTAL_IN_PAISE ||
    totals.totalInPaise > MAX_ORDER_TOTAL_IN_PAISE
  );
}

/** Rupees at the API edge: a non-negative amount with at most two decimals. */
export const RupeesSchema = z
  .number()
  .check(
    z.nonnegative(),
    z.maximum(MAX_ORDER_TOTAL_RUPEES),
    z.refine(hasWholePaise, 'At most two decimals'),
  );
// Said in words: a float `multipleOf: 0.01` is refused by JSON Schema validators for 0.29.
z.globalRegistry.add(RupeesSchema, { description: 'Rupees, at most two decimals' });

/** A page of a list: `{ data, page, limit, total, totalPages }`. */
export function listEnvelopeSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.int(),
    limit: z.int(),
    total: z.int(),
    totalPages: z.int(),
  });
}

/** A whole, unpaged list: `{ data }`. */
export function dataEnvelopeSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item) });
}
