import { MESSAGES } from '@skins/shared';
import type { ReviewQuery } from '#features/product-reviews/index.ts';
import { isApiError } from '#lib/api-client.ts';
import { paths } from '#lib/paths.ts';
import { QueryError } from '#ui/query-error.tsx';
import { useProduct } from '../api/get-product.ts';
import { ProductDetails } from './product-details.tsx';
import { ProductNotFound } from './product-not-found.tsx';
import { ProductPageSkeleton } from './product-page-skeleton.tsx';

/**
 * `/product/:idOrSlug`: the product, its loading shape, its 404 or its error with a retry (a
 * link that loads the page again: the server sends it as a document, decision 045).
 */
export function ProductPage({
  idOrSlug,
  reviewQuery,
}: {
  idOrSlug: string;
  reviewQuery: ReviewQuery;
}) {
  const query = useProduct(idOrSlug);

  // A failed background refresh keeps the product on screen.
  if (query.data) return <ProductDetails product={query.data} reviewQuery={reviewQuery} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <ProductNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-24">
        <title>{`${MESSAGES.products.fetchProduct} — Skins`}</title>
        <QueryError message={MESSAGES.products.fetchProduct} retryHref={paths.product(idOrSlug)} />
      </div>
    );
  }
  return <ProductPageSkeleton />;
}
