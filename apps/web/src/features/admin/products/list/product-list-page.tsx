import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { QueryError } from '../../../../components/ui/query-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { adminButton } from '../../components/admin-button.ts';
import { AdminPageHeader } from '../../components/admin-page-header.tsx';
import { AdminEmptyState } from '../../components/admin-table.tsx';
import { errorMessageOf } from '../../components/error-message.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { ProductListFilters } from './product-list-filters.tsx';
import { isFiltered, LIST_PARAM, listParamsOf } from './product-list-params.ts';
import { ProductTable } from './product-table.tsx';

/** /admin/products: every product, inactive ones too, filtered and paged by the URL. */
export function ProductListPage() {
  const [searchParams] = useSearchParams();
  const params = listParamsOf(searchParams);
  const list = useAdminProducts(params);

  const hrefOf = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page > 1) next.set(LIST_PARAM.page, String(page));
    else next.delete(LIST_PARAM.page);
    const query = next.toString();
    return `${adminPaths.products()}${query ? `?${query}` : ''}`;
  };

  return (
    <>
      <AdminPageHeader
        title="Products"
        description={
          list.data &&
          `${list.data.total.toLocaleString('en-IN')} ${list.data.total === 1 ? 'product' : 'products'}`
        }
        actions={
          <Link to={adminPaths.newProduct()} className={adminButton.primary}>
            Add product
          </Link>
        }
      />
      {/* Keyed by the search: the search box keeps its own text, so a change of the URL from
          elsewhere (the "clear" link, the back button) must start it afresh. */}
      <ProductListFilters key={searchParams.get(LIST_PARAM.search) ?? ''} params={params} />
      {list.isPending ? (
        <div className="flex justify-center rounded-2xl bg-white py-20 shadow-sm ring-1 ring-neutral-900/5">
          <Spinner label="Loading products" />
        </div>
      ) : list.isError ? (
        <QueryError
          message={errorMessageOf(list.error, 'The products could not be loaded.')}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        isFiltered(params) ? (
          <AdminEmptyState title="No products match">
            <Link to={adminPaths.products()} className="text-accent hover:underline">
              Clear the search and filters
            </Link>
          </AdminEmptyState>
        ) : (
          <AdminEmptyState title="No products yet">
            <Link to={adminPaths.newProduct()} className="text-accent hover:underline">
              Add the first product
            </Link>
          </AdminEmptyState>
        )
      ) : (
        <div
          aria-busy={list.isPlaceholderData}
          className={`space-y-6 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <ProductTable products={list.data.data} />
          <Pagination
            page={list.data.page}
            totalPages={list.data.totalPages}
            hrefOf={hrefOf}
            label="Product pages"
          />
        </div>
      )}
    </>
  );
}
