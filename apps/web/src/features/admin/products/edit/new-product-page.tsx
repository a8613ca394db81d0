import type { ProductWriteInput } from '@skins/shared';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '#features/admin/components/admin-page-header.tsx';
import { adminPaths } from '#lib/admin-paths.ts';
import { useToast } from '#ui/toast/toast-context.tsx';
import { useCreateProduct } from '../api/create-product.ts';
import { ProductForm } from '../form/product-form.tsx';
import { EMPTY_PRODUCT_FORM } from '../form/product-form-values.ts';

/** /admin/products/new: once created, the admin continues on the product's own page. */
export function NewProductPage() {
  const creation = useCreateProduct();
  const navigate = useNavigate();
  const { showToast } = useToast();

  async function create(body: ProductWriteInput) {
    const product = await creation.mutateAsync(body);
    showToast({ kind: 'success', message: 'Product created' });
    // Replaced: going back from the new product leads to the list, not to an empty form.
    navigate(adminPaths.product(product._id), { replace: true });
  }

  return (
    <>
      <AdminPageHeader
        title="Add product"
        back={{ to: adminPaths.products(), label: 'Products' }}
      />
      <ProductForm
        initialValues={EMPTY_PRODUCT_FORM}
        isNew
        submitLabel="Create product"
        onSave={create}
      />
    </>
  );
}
