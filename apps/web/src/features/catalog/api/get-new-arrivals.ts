import { dataEnvelopeSchema, type Product, ProductSchema, RAIL_DEFAULT_LIMIT } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { productKeys } from './product-keys.ts';

const ProductDataSchema = dataEnvelopeSchema(ProductSchema);

/** GET /api/products/new-arrivals: newest first. */
async function getNewArrivals(limit: number, signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiGet('/products/new-arrivals', ProductDataSchema, {
    signal,
    query: { limit },
  });
  return data;
}

export function newArrivalsQueryOptions(limit: number = RAIL_DEFAULT_LIMIT) {
  return queryOptions({
    queryKey: productKeys.newArrivals(limit),
    queryFn: ({ signal }) => getNewArrivals(limit, signal),
  });
}

export function useNewArrivals(limit: number = RAIL_DEFAULT_LIMIT) {
  return useQuery(newArrivalsQueryOptions(limit));
}
