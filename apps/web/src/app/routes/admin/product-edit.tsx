import { useParams } from 'react-router';
import { EditProductPage } from '#features/admin/products/edit/edit-product-page.tsx';
import { NewProductPage } from '#features/admin/products/edit/new-product-page.tsx';

/** Both /admin/products/new and /admin/products/:productId. */
export function Component() {
  const { productId } = useParams();
  return productId ? <EditProductPage productId={productId} /> : <NewProductPage />;
}
