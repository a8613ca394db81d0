import type { ProductSort, ProductTypeName } from '@skins/shared';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';

/** What the admin's product list filters on; every field comes from the page's URL. */
export interface AdminProductListParams {
  page: number;
  search?: string;
  /** The category's slug now (decision 067). */
  category?: string;
  /** A type narrows further than its category: the list then comes from /products/type/{type}. */
  productType?: ProductTypeName;
  /** `false` is the shoppers' list; the API has no "inactive only" filter. */
  includeInactive: boolean;
  sort: ProductSort;
}

// Under the admin root, apart from the storefront's ['products', …]: these answers include
// inactive products and must go when the admin signs out.
export const adminProductKeys = {
  all: [ADMIN_QUERY_ROOT, 'products'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: (params: AdminProductListParams) => [...adminProductKeys.lists(), params] as const,
  details: () => [...adminProductKeys.all, 'detail'] as const,
  detail: (productId: string) => [...adminProductKeys.details(), productId] as const,
};
