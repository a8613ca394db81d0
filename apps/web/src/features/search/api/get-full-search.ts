import { FULL_SEARCH_LIMIT, type ProductList } from '@skins/shared';
import { apiRead } from '#lib/api-client.ts';

/**
 * The overlay's Full Results: the first page of 10 (spec §9) from the same endpoint as the
 * catalog's `searchProducts`, which the overlay cannot reuse: it checks the answer with zod,
 * and the overlay runs in a browsing page's island (docs/decisions/045-storefront-islands.md).
 */
export function getFullSearch(query: string, signal: AbortSignal): Promise<ProductList> {
  return apiRead<ProductList>('/products/search/full', {
    signal,
    query: { query, limit: FULL_SEARCH_LIMIT },
  });
}
