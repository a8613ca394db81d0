import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, useParams } from 'react-router';
import { productQueryOptions } from '#features/catalog/api/get-product.ts';
import { ProductPage } from '#features/catalog/product/product-page.tsx';
import { relatedProductsQueryOptions } from '#features/catalog/product/related-products.tsx';
import { prefetchWhenUnlocked } from '#features/gate/gate-flag.ts';

/** `/product/:idOrSlug`. An unknown product is the page's own 'Product not found' state. */
export function createLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    if (!params.idOrSlug) throw data(null, { status: 404 });
    // Settled at once in the browser (the page shows its loading shape; one request serves
    // both), with the product on the server (gate-flag.ts).
    const options = productQueryOptions(params.idOrSlug);
    await prefetchWhenUnlocked(queryClient, options);
    // The page is a document (decision 045): its "You may also like" rail comes with it.
    const product = queryClient.getQueryData(options.queryKey);
    if (product) await prefetchWhenUnlocked(queryClient, relatedProductsQueryOptions(product));
    return null;
  };
}

export function Component() {
  const { idOrSlug = '' } = useParams();
  // Keyed: another product starts with a fresh gallery and device choice.
  return <ProductPage key={idOrSlug} idOrSlug={idOrSlug} />;
}
