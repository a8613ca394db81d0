import { FULL_SEARCH_LIMIT, type ProductList, ProductListSchema } from '@skins/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { type FullSearchParams, productKeys } from './product-keys.ts';

/** GET /api/products/search/full: best matches first, paged. */
export function searchProducts(
  params: FullSearchParams,
  signal?: AbortSignal,
): Promise<ProductList> {
  return apiGet('/products/search/full', ProductListSchema, { signal, query: { ...params } });
}

export function searchProductsQueryOptions({
  query,
  page = 1,
  limit = FULL_SEARCH_LIMIT,
  brand,
  model,
}: FullSearchParams) {
  const params: FullSearchParams = {
    query: query.trim(),
    page,
    limit,
    // A device is both or neither; no keys without one, so the key matches the loader's.
    ...(brand !== undefined && model !== undefined ? { brand, model } : {}),
  };
  return queryOptions({
    queryKey: productKeys.search(params),
    queryFn: ({ signal }) => searchProducts(params, signal),
    // Spec §5: full search ignores blank input, so a blank query never reaches the server.
    enabled: params.query !== '',
  });
}
