import { dataEnvelopeSchema, type Product, ProductSchema, RAIL_DEFAULT_LIMIT } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { productKeys } from './product-keys.ts';

const ProductDataSchema = dataEnvelopeSchema(ProductSchema);

/** GET /api/products/trending: most popular first. */
async function getTrending(limit: number, signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiGet('/products/trending', ProductDataSchema, {
    signal,
    query: { limit },
  });
  return data;
}

export function trendingQueryOptions(limit: number = RAIL_DEFAULT_LIMIT) {
  return queryOptions({
    queryKey: productKeys.trending(limit),
    queryFn: ({ signal }) => getTrending(limit, signal),
  });
}

export function useTrending(limit: number = RAIL_DEFAULT_LIMIT) {
  return useQuery(trendingQueryOptions(limit));
}
