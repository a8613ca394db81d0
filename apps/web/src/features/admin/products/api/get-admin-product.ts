import { type Product, ProductSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminProductKeys } from './admin-product-keys.ts';

/** GET /api/products/{id}: with the admin's token an inactive product answers too. */
function getAdminProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return apiGet(`/products/${encodeURIComponent(productId)}`, ProductSchema, { signal });
}

function adminProductQueryOptions(productId: string) {
  return queryOptions({
    queryKey: adminProductKeys.detail(productId),
    queryFn: ({ signal }) => getAdminProduct(productId, signal),
    // Opened to be edited: always the stored version, never a minute-old copy.
    staleTime: 0,
  });
}

export function useAdminProduct(productId: string) {
  return useQuery(adminProductQueryOptions(productId));
}
