import { Link, useSearchParams } from 'react-router';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminPaths } from '../admin-paths.ts';
import { adminButton } from '../components/admin-button.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminEmptyState } from '../components/admin-table.tsx';
import { errorMessageOf, fieldErrorsOf } from '../components/error-message.ts';
import { ListSearch } from '../components/list-search.tsx';
import { useCouponList } from './api/list-coupons.ts';
import { readCouponListParams } from './coupon-list-params.ts';
import { CouponsTable } from './coupons-table.tsx';

/** /admin/coupons: every coupon code, newest first, searchable by code. */
export function CouponListPage() {
  const [searchParams] = useSearchParams();
  const params = readCouponListParams(searchParams);
  const coupons = useCouponList(params);

  const hrefOfPage = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const query = next.toString();
    return `${adminPaths.coupons()}${query ? `?${query}` : ''}`;
  };

  return (
    <>
      <AdminPageHeader
        title="Coupons"
        description={coupons.data && describeTotal(coupons.data.total, params.search)}
        actions={
          <Link to={adminPaths.newCoupon()} className={adminButton.primary}>
            <PlusIcon className="size-4" />
            New coupon
          </Link>
        }
      />
      <div className="mb-4">
        {/* Keyed by the URL, so "Show all coupons" also empties the box. */}
        <ListSearch
          key={params.search ?? ''}
          label="Search coupons by code"
          placeholder="Search by code"
        />
      </div>

      {coupons.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading coupons" />
        </div>
      ) : coupons.isError ? (
        <QueryError
          // A search the server refuses (a space, a '%') says why under `details.fields.search`.
          message={
            fieldErrorsOf(coupons.error).search ??
            errorMessageOf(coupons.error, 'Could not load the coupons.')
          }
          onRetry={() => void coupons.refetch()}
          isRetrying={coupons.isFetching}
        />
      ) : coupons.data.data.length === 0 ? (
        <EmptyList
          total={coupons.data.total}
          search={params.search}
          firstPageHref={hrefOfPage(1)}
        />
      ) : (
        <div
          className={`space-y-6 transition-opacity ${coupons.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={coupons.isPlaceholderData}
        >
          <CouponsTable coupons={coupons.data.data} />
          <Pagination
            page={coupons.data.page}
            totalPages={coupons.data.totalPages}
            hrefOf={hrefOfPage}
            label="Coupon pages"
          />
        </div>
      )}
    </>
  );
}

function describeTotal(total: number, search: string | undefined): string {
  const noun = total === 1 ? 'coupon' : 'coupons';
  return search ? `${total} matching ${noun}` : `${total} ${noun}`;
}

interface EmptyListProps {
  total: number;
  search: string | undefined;
  firstPageHref: string;
}

function EmptyList({ total, search, firstPageHref }: EmptyListProps) {
  // A page past the last (an old link, or coupons deleted since): the rest are still there.
  if (total > 0) {
    return (
      <AdminEmptyState title="Nothing on this page">
        <Link to={firstPageHref} className={`${adminButton.secondary} mt-2`}>
          Go to the first page
        </Link>
      </AdminEmptyState>
    );
  }
  if (search) {
    return (
      <AdminEmptyState title="No coupons match">
        <p>No coupon code contains “{search}”.</p>
        <Link to={adminPaths.coupons()} className={`${adminButton.secondary} mt-4`}>
          Show all coupons
        </Link>
      </AdminEmptyState>
    );
  }
  return (
    <AdminEmptyState title="No coupons yet">
      <p>Create a code for a sale or a campaign; shoppers type it in at checkout.</p>
      <Link to={adminPaths.newCoupon()} className={`${adminButton.primary} mt-4`}>
        New coupon
      </Link>
    </AdminEmptyState>
  );
}
