import { ADMIN_PAGE_SIZE, type ProductList, ProductListSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { type AdminProductListParams, adminProductKeys } from './admin-product-keys.ts';

/**
 * GET /api/products, or /api/products/type/{type} (API.md § Products (read), Admin reads), with
 * `includeInactive=true` so deactivated products show too.
 */
function getAdminProducts(
  params: AdminProductListParams,
  signal?: AbortSignal,
): Promise<ProductList> {
  const query = {
    page: params.page,
    limit: ADMIN_PAGE_SIZE,
    search: params.search,
    sort: params.sort,
    includeInactive: params.includeInactive ? true : undefined,
  };
  if (params.productType) {
    return apiGet(`/products/type/${encodeURIComponent(params.productType)}`, ProductListSchema, {
      signal,
      query,
    });
  }
  return apiGet('/products', ProductListSchema, {
    signal,
    query: { ...query, categories: params.category },
  });
}

function adminProductListQueryOptions(params: AdminProductListParams) {
  return queryOptions({
    queryKey: adminProductKeys.list(params),
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    // The rows stay while the next page or filter loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(params: AdminProductListParams) {
  return useQuery(adminProductListQueryOptions(params));
}
