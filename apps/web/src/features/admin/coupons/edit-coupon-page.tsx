import { useNavigate } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { isApiError } from '#lib/api-client.ts';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminEmptyState } from '../components/admin-table.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { useCoupon } from './api/get-coupon.ts';
import { useUpdateCoupon } from './api/update-coupon.ts';
import { CouponForm } from './coupon-form.tsx';
import { couponFormValuesOf } from './coupon-form-values.ts';
import { redemptionsText } from './coupon-format.ts';
import { PAGE_COLUMN } from './coupon-page-column.ts';
import { couponStatusOf } from './coupon-status.ts';
import { CouponStatusBadge } from './coupon-status-badge.tsx';
import { DeleteCouponButton } from './delete-coupon-button.tsx';

const back = { to: adminPaths.coupons(), label: 'Coupons' };

/** /admin/coupons/:couponId: the coupon's settings, its uses so far, and delete. */
export function EditCouponPage({ couponId }: { couponId: string }) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const coupon = useCoupon(couponId);
  const updateCoupon = useUpdateCoupon(couponId);

  if (coupon.isPending) {
    return (
      <div className={PAGE_COLUMN}>
        <AdminPageHeader title="Coupon" back={back} />
        <div className="flex justify-center py-16">
          <Spinner label="Loading the coupon" />
        </div>
      </div>
    );
  }
  if (coupon.isError) {
    return (
      <div className={PAGE_COLUMN}>
        <AdminPageHeader title="Coupon" back={back} />
        {isApiError(coupon.error) && coupon.error.status === 404 ? (
          <AdminEmptyState title="No such coupon">
            It may have been deleted. Find it in the list, or create it again.
          </AdminEmptyState>
        ) : (
          <QueryError
            message={errorMessageOf(coupon.error, 'Could not load the coupon.')}
            onRetry={() => void coupon.refetch()}
            isRetrying={coupon.isFetching}
          />
        )}
      </div>
    );
  }

  const current = coupon.data;
  return (
    <div className={PAGE_COLUMN}>
      <AdminPageHeader
        title={current.name}
        back={back}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <CouponStatusBadge status={couponStatusOf(current)} />
            <span>
              Redemptions: <span className="tabular-nums">{redemptionsText(current)}</span>
            </span>
          </span>
        }
        actions={<DeleteCouponButton coupon={current} />}
      />
      <CouponForm
        // A fresh form per coupon: its fields start from what the server holds.
        key={current._id}
        initialValues={couponFormValuesOf(current)}
        redemptions={current.redemptions}
        submitLabel="Save changes"
        cancelTo={adminPaths.coupons()}
        onSave={async (body) => {
          const saved = await updateCoupon.mutateAsync(body);
          showToast({ kind: 'success', message: `Coupon ${saved.name} saved` });
          navigate(adminPaths.coupons());
        }}
      />
    </div>
  );
}
