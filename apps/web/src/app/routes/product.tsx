import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router';
import { productQueryOptions } from '#features/catalog/api/get-product.ts';
import { ProductPage } from '#features/catalog/product/product-page.tsx';
import { relatedProductsQueryOptions } from '#features/catalog/product/related-products.tsx';
import { prefetchWhenUnlocked } from '#features/gate/gate-flag.ts';
import { productReviewsQueryOptions } from '#features/product-reviews/api/get-product-reviews.ts';
import { reviewQueryOf } from '#features/product-reviews/review-query.ts';

/** `/product/:idOrSlug`. An unknown product is the page's own 'Product not found' state. */
export function createLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    if (!params.idOrSlug) throw data(null, { status: 404 });
    // Settled at once in the browser (the page shows its loading shape; one request serves
    // both), with the product on the server (gate-flag.ts).
    const options = productQueryOptions(params.idOrSlug);
    await prefetchWhenUnlocked(queryClient, options);
    // The page is a document (decision 045): its "You may also like" rail comes with it, and
    // so does the page of reviews its address asks for, when it has any (decision 056).
    const product = queryClient.getQueryData(options.queryKey);
    if (!product) return null;
    const reviewQuery = reviewQueryOf(new URL(request.url).searchParams);
    await Promise.all([
      prefetchWhenUnlocked(queryClient, relatedProductsQueryOptions(product)),
      product.rating
        ? prefetchWhenUnlocked(queryClient, productReviewsQueryOptions(product._id, reviewQuery))
        : null,
    ]);
    return null;
  };
}

export function Component() {
  const { idOrSlug = '' } = useParams();
  const [search] = useSearchParams();
  // Keyed: another product starts with a fresh gallery and device choice.
  return <ProductPage key={idOrSlug} idOrSlug={idOrSlug} reviewQuery={reviewQueryOf(search)} />;
}
