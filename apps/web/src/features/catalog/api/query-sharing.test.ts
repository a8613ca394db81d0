import { PRODUCT_PAGE_SIZE } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { cartProductQueryOptions } from '#features/cart/api/get-cart-product.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { stubApiCalls } from '#testing/stub-api-calls.ts';
import { listingQueryOptions } from '../listing/listing-query.ts';
import { DEFAULT_LISTING_STATE } from '../listing/listing-search-params.ts';
import { findCategory, findProductType } from '../listing/listing-target.ts';
import { productQueryOptions } from './get-product.ts';
import { productListQueryOptions } from './get-products.ts';
import { productsByTypeQueryOptions } from './get-products-by-type.ts';

// One query definition per endpoint: whoever asks, the same request is one cache entry.
describe('catalog query sharing', () => {
  it('a category listing is the catalog product list, one request for both', async () => {
    const api = stubApiCalls(() => jsonResponse(buildProductList([buildProduct()])));
    const queryClient = createQueryClient();
    const listing = listingQueryOptions(
      { category: findCategory('mobile-skins'), type: null },
      DEFAULT_LISTING_STATE,
    );
    const catalog = productListQueryOptions({
      page: 1,
      limit: PRODUCT_PAGE_SIZE,
      sort: 'Newest',
      categories: ['mobile-skins'],
    });

    expect(listing.queryKey).toEqual(['products', 'list', expect.any(Object)]);
    await queryClient.fetchQuery(listing);
    await queryClient.fetchQuery(catalog);

    expect(catalog.queryKey).toEqual(listing.queryKey);
    expect(api.callsTo('/products')).toHaveLength(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it('a product-type listing is the catalog list by type', () => {
    const { category, type } = findProductType('macbook');

    const listing = listingQueryOptions({ category, type }, DEFAULT_LISTING_STATE);

    expect(listing.queryKey).toEqual(
      productsByTypeQueryOptions('macbook', { page: 1, limit: PRODUCT_PAGE_SIZE, sort: 'Newest' })
        .queryKey,
    );
    expect(listing.queryKey.slice(0, 4)).toEqual(['products', 'list', 'type', 'macbook']);
  });

  it("the cart's fresh price reads the catalog's product entry, asking again each time", async () => {
    const product = buildProduct({ _id: 'id-1', price: 599 });
    const api = stubApiCalls(() => jsonResponse(product));
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(productQueryOptions('id-1'));

    const cart = cartProductQueryOptions('id-1');

    expect(cart.queryKey).toEqual(['products', 'detail', 'id-1']);
    expect(queryClient.getQueryData(cart.queryKey)).toEqual(product);
    expect(cart.staleTime).toBe(0);
    await queryClient.fetchQuery(cart);
    expect(api.callsTo('/products/id-1')).toHaveLength(2);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });
});
