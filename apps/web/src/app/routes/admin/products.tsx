import { ProductListPage } from '#features/admin/products/list/product-list-page.tsx';

export function Component() {
  return <ProductListPage />;
}
