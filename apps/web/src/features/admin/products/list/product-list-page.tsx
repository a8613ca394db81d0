import { Link, useSearchParams } from 'react-router';
import { adminButton } from '#features/admin/components/admin-button.ts';
import { AdminListResults } from '#features/admin/components/admin-list-results.tsx';
import { AdminPageHeader } from '#features/admin/components/admin-page-header.tsx';
import { adminPaths } from '#lib/admin-paths.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { ProductListFilters } from './product-list-filters.tsx';
import { isFiltered, listParamsOf } from './product-list-params.ts';
import { ProductTable } from './product-table.tsx';

/** /admin/products: every product, inactive ones too, filtered and paged by the URL. */
export function ProductListPage() {
  const [searchParams] = useSearchParams();
  const params = listParamsOf(searchParams);
  const list = useAdminProducts(params);

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
      <ProductListFilters params={params} />
      <AdminListResults
        list={list}
        path={adminPaths.products()}
        loadingLabel="Loading products"
        errorFallback="The products could not be loaded."
        paginationLabel="Product pages"
        isFiltered={isFiltered(params)}
        noMatch={{ title: 'No products match', showAllLabel: 'Clear the search and filters' }}
        none={{
          title: 'No products yet',
          children: (
            <Link to={adminPaths.newProduct()} className="text-accent hover:underline">
              Add the first product
            </Link>
          ),
        }}
      >
        {(rows) => <ProductTable products={rows} />}
      </AdminListResults>
    </>
  );
}
