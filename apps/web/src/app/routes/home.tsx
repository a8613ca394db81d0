import { MESSAGES, PRODUCT_PAGE_SIZE } from '@skins/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ProductGrid } from '../../components/ui/product-grid.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import {
  type ProductListParams,
  productListQueryOptions,
  useProducts,
} from '../../features/catalog/api/get-products.ts';
import { paths } from '../paths.ts';

const LATEST_PRODUCTS: ProductListParams = { limit: PRODUCT_PAGE_SIZE, sort: 'Newest' };

export function createHomeLoader(queryClient: QueryClient) {
  return async () => {
    // Try once and don't throw: a failing catalog shows this page's own error state (the
    // component retries with the usual policy) instead of holding the whole page on retries.
    await queryClient
      .ensureQueryData({ ...productListQueryOptions(LATEST_PRODUCTS), retry: false })
      .catch(() => undefined);
    return null;
  };
}

export function HomePage() {
  return (
    <>
      <section className="bg-charcoal-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-16 sm:px-6 sm:pt-16 sm:pb-24 lg:px-8">
          <p className="font-semibold text-accent-300 text-sm tracking-widest uppercase">
            Made for India
          </p>
          <h1 className="mt-3 max-w-2xl font-semibold text-4xl tracking-tight sm:text-5xl">
            Premium skins and wraps for the things you carry every day
          </h1>
          <p className="mt-4 max-w-xl text-neutral-300">
            Precision-cut skins for phones, laptops, consoles and accessories.
          </p>
        </div>
      </section>
      <section
        aria-labelledby="latest-heading"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      >
        <h2 id="latest-heading" className="font-semibold text-2xl text-neutral-900 tracking-tight">
          Latest skins
        </h2>
        <div className="mt-8">
          <LatestProducts />
        </div>
      </section>
    </>
  );
}

function LatestProducts() {
  const { data, isPending, isError, refetch, isFetching } = useProducts(LATEST_PRODUCTS);

  if (isPending) return <Spinner label="Loading products" className="w-full py-16" />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4 py-8">
        <p className="text-neutral-700">{MESSAGES.products.fetchProducts}</p>
        <button
          type="button"
          onClick={() => refetch()}
          disabled={isFetching}
          className="rounded-full bg-charcoal-900 px-5 py-2.5 font-medium text-sm text-white hover:bg-charcoal-700 disabled:opacity-60"
        >
          Try again
        </button>
      </div>
    );
  }
  if (data.data.length === 0) {
    return <p className="py-8 text-neutral-600">New skins are on their way. Check back soon.</p>;
  }
  return <ProductGrid products={data.data} hrefOf={(product) => paths.product(product.slug)} />;
}
