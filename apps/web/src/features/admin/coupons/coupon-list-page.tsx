import { Link, useSearchParams } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { PlusIcon } from '#ui/icons.tsx';
import { adminButton } from '../components/admin-button.ts';
import { AdminListResults, describeListTotal } from '../components/admin-list-results.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { ListSearch } from '../components/list-search.tsx';
import { useCouponList } from './api/list-coupons.ts';
import { readCouponListParams } from './coupon-list-params.ts';
import { CouponsTable } from './coupons-table.tsx';

/** /admin/coupons: every coupon code, newest first, searchable by code. */
export function CouponListPage() {
  const [searchParams] = useSearchParams();
  const params = readCouponListParams(searchParams);
  const coupons = useCouponList(params);
  const isFiltered = Boolean(params.search);

  return (
    <>
      <AdminPageHeader
        title="Coupons"
        description={
          coupons.data &&
          describeListTotal(coupons.data.total, { one: 'coupon', many: 'coupons' }, isFiltered)
        }
        actions={
          <Link to={adminPaths.newCoupon()} className={adminButton.primary}>
            <PlusIcon className="size-4" />
            New coupon
          </Link>
        }
      />
      <div className="mb-4">
        <ListSearch label="Search coupons by code" placeholder="Search by code" />
      </div>

      <AdminListResults
        list={coupons}
        path={adminPaths.coupons()}
        loadingLabel="Loading coupons"
        errorFallback="Could not load the coupons."
        paginationLabel="Coupon pages"
        isFiltered={isFiltered}
        noMatch={{
          title: 'No coupons match',
          message: `No coupon code contains “${params.search}”.`,
          showAllLabel: 'Show all coupons',
        }}
        none={{
          title: 'No coupons yet',
          children: (
            <>
              <p>Create a code for a sale or a campaign; shoppers type it in at checkout.</p>
              <Link to={adminPaths.newCoupon()} className={`${adminButton.primary} mt-4`}>
                New coupon
              </Link>
            </>
          ),
        }}
      >
        {(rows) => <CouponsTable coupons={rows} />}
      </AdminListResults>
    </>
  );
}
