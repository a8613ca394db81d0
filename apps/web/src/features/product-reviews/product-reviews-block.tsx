import type { Product } from '@skins/shared';
import { paths } from '#lib/paths.ts';
import { useProductReviews } from './api/get-product-reviews.ts';
import { ProductReviewsIsland } from './product-reviews.tsx';
import type { ReviewQuery } from './review-query.ts';

interface ProductReviewsBlockProps {
  product: Pick<Product, '_id' | 'slug' | 'rating'>;
  /** What the page's address asked for (`reviewQueryOf`). */
  query: ReviewQuery;
}

/**
 * The product page's reviews: the island, given the page of reviews the route's loader fetched
 * on the server (none for a product without reviews: its empty state needs no request).
 */
export function ProductReviewsBlock({ product, query }: ProductReviewsBlockProps) {
  const count = product.rating?.count ?? 0;
  const { data } = useProductReviews(product._id, query, count > 0);
  return (
    <ProductReviewsIsland
      productId={product._id}
      pagePath={paths.product(product.slug)}
      query={query}
      initial={
        data
          ? {
              data: data.data,
              page: data.page,
              total: data.total,
              totalPages: data.totalPages,
              summary: data.summary,
            }
          : null
      }
      count={count}
      average={product.rating?.average ?? 0}
    />
  );
}
