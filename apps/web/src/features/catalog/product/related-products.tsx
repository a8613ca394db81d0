import { MESSAGES, type Product } from '@skins/shared';
import { paths } from '#lib/paths.ts';
import { useCategories } from '../api/get-categories.ts';
import { productsByTypeQueryOptions, useProductsByType } from '../api/get-products-by-type.ts';
import { ProductRail } from '../components/product-rail.tsx';
import { findProductType, placeOfProduct } from '../listing/listing-target.ts';

// One row of four on a desktop; one extra in case this product is among the answers.
const RELATED_COUNT = 4;
const RELATED_QUERY = { limit: RELATED_COUNT + 1, sort: 'Popular' } as const;

type RelatedTo = Pick<Product, '_id' | 'slug' | 'category' | 'productType'>;

/**
 * The rail's query. The product page is a document (decision 045): the server fetches the rail
 * with the page (the route's loader), as nothing in the browser would fetch it later.
 */
export const relatedProductsQueryOptions = (product: Pick<Product, 'productType'>) =>
  productsByTypeQueryOptions(product.productType.name, RELATED_QUERY);

/** Popular designs for the same device, without the one on the page. */
export function RelatedProducts({ product }: { product: RelatedTo }) {
  const type = product.productType.name;
  const query = useProductsByType(type, RELATED_QUERY);
  const related = query.data?.data
    .filter((candidate) => candidate._id !== product._id)
    .slice(0, RELATED_COUNT);
  const { category, type: typeInfo } = placeOfProduct(product, useCategories().data);
  const typeLabel = typeInfo?.label ?? findProductType(type).type.label;

  return (
    <ProductRail
      title="You may also like"
      eyebrow={`More for ${typeLabel}`}
      query={{
        data: related,
        isPending: query.isPending,
        isError: query.isError,
        retryHref: paths.product(product.slug),
      }}
      errorMessage={MESSAGES.products.fetchProductsByType}
      action={{
        label: 'View all',
        href: typeInfo ? paths.category(category.slug, type) : paths.category(category.slug),
      }}
      showsDevice={false}
    />
  );
}
