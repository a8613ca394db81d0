import { ADMIN_QUERY_ROOT } from '../../admin-query-root.ts';
import type { AdminProductListParams } from './get-admin-products.ts';

// Under the admin root, apart from the storefront's ['products', …]: these answers include
// inactive products and must go when the admin signs out.
export const adminProductKeys = {
  all: [ADMIN_QUERY_ROOT, 'products'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: (params: AdminProductListParams) => [...adminProductKeys.lists(), params] as const,
  details: () => [...adminProductKeys.all, 'detail'] as const,
  detail: (productId: string) => [...adminProductKeys.details(), productId] as const,
};
