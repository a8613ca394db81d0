import type { ProductListQuery, ProductTypeName } from '@skins/shared';

/** Query of GET /api/products; the server fills in what is left out (page 1, 12, Newest). */
export type ProductListParams = Partial<ProductListQuery>;

/** Query of a product type's list: the same filters as a list, the type is in the path. */
export type ProductTypeListParams = Omit<ProductListParams, 'categories'>;

export interface FullSearchParams {
  query: string;
  page?: number;
  limit?: number;
  /** The chosen device: both or neither. */
  brand?: string;
  model?: string;
}

/**
 * A list's key, whichever endpoint answers it: one type, so a category listing and a product-type
 * listing are the same kind of query (the listing picks either endpoint's options).
 */
export type ProductListKey = readonly ['products', 'list', ...unknown[]];

// Hierarchical keys: invalidating ['products'] refreshes every list and detail at once.
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams): ProductListKey => [...productKeys.lists(), params],
  byType: (type: ProductTypeName, params: ProductTypeListParams): ProductListKey => [
    ...productKeys.lists(),
    'type',
    type,
    params,
  ],
  newArrivals: (limit: number) => [...productKeys.lists(), 'new-arrivals', { limit }] as const,
  trending: (limit: number) => [...productKeys.lists(), 'trending', { limit }] as const,
  searches: () => [...productKeys.all, 'search'] as const,
  search: (params: FullSearchParams) => [...productKeys.searches(), params] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (slug: string) => [...productKeys.details(), slug] as const,
};
