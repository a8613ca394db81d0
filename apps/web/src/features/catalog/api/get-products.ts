import { type ProductList, ProductListSchema } from '@skins/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { type ProductListParams, productKeys } from './product-keys.ts';

function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductList> {
  return apiGet('/products', ProductListSchema, { signal, query: params });
}

export function productListQueryOptions(params: ProductListParams = {}) {
  return queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
  });
}
