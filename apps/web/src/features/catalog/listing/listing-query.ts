import { MESSAGES } from '@skins/shared';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { getProducts } from '../api/get-products.ts';
import { getProductsByType } from '../api/get-products-by-type.ts';
import { productKeys } from '../api/product-keys.ts';
import { type ListingState, listingApiParams } from './listing-search-params.ts';
import type { ListingTarget } from './listing-target.ts';

/**
 * A category lists `/products?categories=…`; a product type its own `/products/type/{type}`.
 * The keys are the ones `get-products` and `get-products-by-type` use, so caches are shared.
 */
export function listingQueryOptions(target: ListingTarget, state: ListingState) {
  const params = listingApiParams(state);
  const type = target.type?.name;
  const categoryParams = { ...params, categories: [target.category.slug] };
  const queryKey: QueryKey = type
    ? productKeys.byType(type, params)
    : productKeys.list(categoryParams);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      type ? getProductsByType(type, params, signal) : getProducts(categoryParams, signal),
  });
}

/** The spec's message (§8) for a failed listing call. */
export function listingErrorMessage(target: ListingTarget): string {
  return target.type ? MESSAGES.products.fetchProductsByType : MESSAGES.products.fetchProducts;
}
