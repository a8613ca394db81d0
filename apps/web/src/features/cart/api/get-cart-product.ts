import { queryOptions } from '@tanstack/react-query';
import { productQueryOptions } from '#features/catalog/index.ts';

/**
 * GET /api/products/{id} through the catalog's product query (one cache entry per product): the
 * product's current price and whether it is still sold (404 if not).
 */
export function cartProductQueryOptions(id: string) {
  return queryOptions({
    ...productQueryOptions(id),
    // The point is the price as it is now: every open of the drawer or the cart page asks again.
    staleTime: 0,
  });
}
