import { type ProductList, ProductListSchema, type ProductTypeName } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { type ProductTypeListParams, productKeys } from './product-keys.ts';

/** GET /api/products/type/{type}; an unknown type answers 404. */
function getProductsByType(
  type: ProductTypeName,
  params: ProductTypeListParams,
  signal?: AbortSignal,
): Promise<ProductList> {
  return apiGet(`/products/type/${encodeURIComponent(type)}`, ProductListSchema, {
    signal,
    query: params,
  });
}

export function productsByTypeQueryOptions(
  type: ProductTypeName,
  params: ProductTypeListParams = {},
) {
  return queryOptions({
    queryKey: productKeys.byType(type, params),
    queryFn: ({ signal }) => getProductsByType(type, params, signal),
  });
}

export function useProductsByType(type: ProductTypeName, params: ProductTypeListParams = {}) {
  return useQuery(productsByTypeQueryOptions(type, params));
}
