import { FULL_SEARCH_LIMIT, type ProductList } from '@skins/shared';
import { searchProducts } from '#features/catalog/index.ts';

/** The overlay's Full Results: the catalog's full search, first page of 10 (spec §9). */
export function getFullSearch(query: string, signal: AbortSignal): Promise<ProductList> {
  return searchProducts({ query, limit: FULL_SEARCH_LIMIT }, signal);
}
