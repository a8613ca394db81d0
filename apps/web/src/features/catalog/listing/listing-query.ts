import { MESSAGES } from '@skins/shared';
import type { ChosenDevice } from '#features/device/index.ts';
import { productListQueryOptions } from '../api/get-products.ts';
import { productsByTypeQueryOptions } from '../api/get-products-by-type.ts';
import { type ListingState, listingApiParams } from './listing-search-params.ts';
import type { ListingTarget } from './listing-target.ts';

/**
 * A category lists `/products?categories=…`; a product type its own `/products/type/{type}`.
 * The catalog's own query options, so the listing shares their cache entries. A chosen device
 * narrows the list (`brand` + `model`) and is part of the key: each device has its own cache.
 */
export function listingQueryOptions(
  target: ListingTarget,
  state: ListingState,
  device: ChosenDevice | null = null,
) {
  const params = {
    ...listingApiParams(state),
    ...(device ? { brand: device.brand, model: device.model } : {}),
  };
  const type = target.type?.name;
  return type
    ? productsByTypeQueryOptions(type, params)
    : productListQueryOptions({ ...params, categories: [target.category.slug] });
}

/** The spec's message (§8) for a failed listing call. */
export function listingErrorMessage(target: ListingTarget): string {
  return target.type ? MESSAGES.products.fetchProductsByType : MESSAGES.products.fetchProducts;
}
