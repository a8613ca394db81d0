import { FULL_SEARCH_LIMIT, type ProductList, ProductListSchema } from '@skins/shared';
import { apiGet } from '#lib/api-client.ts';

/** GET /api/products/search/full, first page of 10 (spec §9), for the overlay's Full Results. */
export function getFullSearch(query: string, signal: AbortSignal): Promise<ProductList> {
  return apiGet('/products/search/full', ProductListSchema, {
    signal,
    query: { query, limit: FULL_SEARCH_LIMIT },
  });
}
