import { queryOptions } from '@tanstack/react-query';
import { productQueryOptions } from '#features/catalog/index.ts';

/**
 * GET /api/products/{id} through the catalog's product query (one cache entry per product), for
 * the client app's cache only. The fresh-price check no longer reads it: it runs in the drawer
 * too, an island without TanStack Query (decision 045), and fetches with read-fresh-product.ts.
 */
export function cartProductQueryOptions(id: string) {
  return queryOptions({
    ...productQueryOptions(id),
    // The point is the price as it is now: whoever reads it asks again.
    staleTime: 0,
  });
}
