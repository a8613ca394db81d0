import { MESSAGES } from '@skins/shared';
import { productListQueryOptions } from '../api/get-products.ts';
import { productsByTypeQueryOptions } from '../api/get-products-by-type.ts';
import type { ApiRequest } from '../results/use-device-results.ts';
import { type ListingState, listingApiParams } from './listing-search-params.ts';
import type { ListingTarget } from './listing-target.ts';

/**
 * A category lists `/products?categories=…`; a product type its own `/products/type/{type}`.
 * The catalog's own query options, which the server's render of the page fetches (every
 * device's list: the chosen device lives in the browser).
 */
export function listingQueryOptions(target: ListingTarget, state: ListingState) {
  const params = listingApiParams(state);
  const type = target.type?.name;
  return type
    ? productsByTypeQueryOptions(type, params)
    : productListQueryOptions({ ...params, categories: [target.category.slug] });
}

/**
 * The same request as `listingQueryOptions`, as the listing's island asks it again with the
 * chosen device (`brand`, `model` added).
 */
export function listingRequest(target: ListingTarget, state: ListingState): ApiRequest {
  const params = listingApiParams(state);
  const type = target.type?.name;
  return type
    ? { path: `/products/type/${encodeURIComponent(type)}`, query: params }
    : { path: '/products', query: { ...params, categories: [target.category.slug] } };
}

/** The spec's message (§8) for a failed listing call. */
export function listingErrorMessage(target: ListingTarget): string {
  return target.type ? MESSAGES.products.fetchProductsByType : MESSAGES.products.fetchProducts;
}
