import { MESSAGES, type Product } from '@skins/shared';
import { paths } from '#lib/paths.ts';
import { useProductsByType } from '../api/get-products-by-type.ts';
import { ProductRail } from '../components/product-rail.tsx';
import { findProductType } from '../listing/listing-target.ts';

// One row of four on a desktop; one extra in case this product is among the answers.
const RELATED_COUNT = 4;
const RELATED_QUERY = { limit: RELATED_COUNT + 1, sort: 'Popular' } as const;

interface RelatedProductsProps {
  product: Pick<Product, '_id' | 'productType'>;
}

/** Popular designs for the same device, without the one on the page. */
export function RelatedProducts({ product }: RelatedProductsProps) {
  const type = product.productType.name;
  const query = useProductsByType(type, RELATED_QUERY);
  const related = query.data?.data
    .filter((candidate) => candidate._id !== product._id)
    .slice(0, RELATED_COUNT);
  const { category, type: typeInfo } = findProductType(type);

  return (
    <ProductRail
      title="You may also like"
      eyebrow={`More for ${typeInfo.label}`}
      query={{
        data: related,
        isPending: query.isPending,
        isError: query.isError,
        isFetching: query.isFetching,
        refetch: query.refetch,
      }}
      errorMessage={MESSAGES.products.fetchProductsByType}
      action={{ label: 'View all', href: paths.category(category.slug, type) }}
      showsDevice={false}
    />
  );
}
