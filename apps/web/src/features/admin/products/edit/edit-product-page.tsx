import type { Product, ProductWriteInput } from '@skins/shared';
import { Link } from 'react-router';
import { adminButton } from '#features/admin/components/admin-button.ts';
import { AdminPageHeader } from '#features/admin/components/admin-page-header.tsx';
import { AdminEmptyState } from '#features/admin/components/admin-table.tsx';
import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { formatAdminDateTime } from '#features/admin/components/format.ts';
import { adminPaths } from '#lib/admin-paths.ts';
import { isApiError } from '#lib/api-client.ts';
import { paths } from '#lib/paths.ts';
import { QueryError } from '#ui/query-error.tsx';
import { PageSpinner } from '#ui/spinner.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { useAdminProduct } from '../api/get-admin-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { ProductForm } from '../form/product-form.tsx';
import { formValuesOf } from '../form/product-form-values.ts';
import { ProductStatusBadge } from '../product-status-badge.tsx';
import { DeleteProductButton } from './delete-product-button.tsx';

const back = { to: adminPaths.products(), label: 'Products' };

/** /admin/products/:productId: the stored product (inactive ones too) in the product form. */
export function EditProductPage({ productId }: { productId: string }) {
  const product = useAdminProduct(productId);

  if (product.isPending) return <PageSpinner label="Loading the product" />;
  if (product.isError) {
    if (isApiError(product.error) && product.error.status === 404) {
      return (
        <>
          <AdminPageHeader title="Product not found" back={back} />
          <AdminEmptyState title="This product does not exist">
            It may have been deleted.{' '}
            <Link to={adminPaths.products()} className="text-accent hover:underline">
              Back to the products
            </Link>
          </AdminEmptyState>
        </>
      );
    }
    return (
      <>
        <AdminPageHeader title="Product" back={back} />
        <QueryError
          message={errorMessageOf(product.error, 'The product could not be loaded.')}
          onRetry={() => void product.refetch()}
          isRetrying={product.isFetching}
        />
      </>
    );
  }
  return <ProductEditor product={product.data} />;
}

function ProductEditor({ product }: { product: Product }) {
  const update = useUpdateProduct(product._id);
  const { showToast } = useToast();

  async function save(body: ProductWriteInput) {
    await update.mutateAsync(body);
    showToast({ kind: 'success', message: 'Product saved' });
  }

  return (
    <>
      <AdminPageHeader
        title={product.name}
        back={back}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <ProductStatusBadge isActive={product.active} />
            <span>Updated {formatAdminDateTime(product.updatedAt)}</span>
          </span>
        }
        actions={
          product.active && (
            <Link
              to={paths.product(product.slug)}
              target="_blank"
              rel="noopener"
              className={adminButton.secondary}
            >
              View in shop
            </Link>
          )
        }
      />
      {/* Keyed by the stored version: after a save (or a deactivation) the form shows what the
          server kept, e.g. tags lower-cased, instead of what was typed. */}
      <ProductForm
        key={product.updatedAt}
        initialValues={formValuesOf(product)}
        isNew={false}
        submitLabel="Save changes"
        onSave={save}
        secondaryActions={
          <DeleteProductButton productId={product._id} productName={product.name} />
        }
      />
    </>
  );
}
