import { type Product, ProductSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { productKeys } from './product-keys.ts';

/** GET /api/products/{idOrSlug}; unknown or inactive answers 404 NOT_FOUND. */
function getProduct(idOrSlug: string, signal?: AbortSignal): Promise<Product> {
  return apiGet(`/products/${encodeURIComponent(idOrSlug)}`, ProductSchema, { signal });
}

export function productQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: productKeys.detail(idOrSlug),
    queryFn: ({ signal }) => getProduct(idOrSlug, signal),
  });
}

export function useProduct(idOrSlug: string) {
  // The route's loader has already asked (with the usual retries); a 404 it got is final, so the
  // page shows it instead of asking again. The retry button still refetches.
  return useQuery({ ...productQueryOptions(idOrSlug), retryOnMount: false });
}
