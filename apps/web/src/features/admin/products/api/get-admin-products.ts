import {
  ADMIN_PAGE_SIZE,
  type CategorySlug,
  type ProductList,
  ProductListSchema,
  type ProductSort,
  type ProductTypeName,
} from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminProductKeys } from './admin-product-keys.ts';

/** What the admin's product list filters on; every field comes from the page's URL. */
export interface AdminProductListParams {
  page: number;
  search?: string;
  category?: CategorySlug;
  /** A type narrows further than its category: the list then comes from /products/type/{type}. */
  productType?: ProductTypeName;
  /** `false` is the shoppers' list; the API has no "inactive only" filter. */
  includeInactive: boolean;
  sort: ProductSort;
}

/**
 * GET /api/products, or /api/products/type/{type} (API.md § Products (read), Admin reads), with
 * `includeInactive=true` so deactivated products show too.
 */
export function getAdminProducts(
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

export function adminProductListQueryOptions(params: AdminProductListParams) {
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
