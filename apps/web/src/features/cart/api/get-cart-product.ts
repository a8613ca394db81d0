import { type Product, ProductSchema } from '@skins/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';

/** GET /api/products/{id}: the product's current price and whether it is still sold (404 if not). */
export function getCartProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiGet(`/products/${encodeURIComponent(id)}`, ProductSchema, { signal });
}

export function cartProductQueryOptions(id: string) {
  return queryOptions({
    // The catalog's hierarchy (['products', 'detail', …]): invalidating ['products'] refreshes these too.
    queryKey: ['products', 'detail', id] as const,
    queryFn: ({ signal }) => getCartProduct(id, signal),
    // The point is the price as it is now: every open of the drawer or the cart page asks again.
    staleTime: 0,
  });
}
