import { useNavigate } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { useToast } from '#ui/toast/toast-context.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { useCreateCoupon } from './api/create-coupon.ts';
import { CouponForm } from './coupon-form.tsx';
import { EMPTY_COUPON_FORM } from './coupon-form-values.ts';
import { PAGE_COLUMN } from './coupon-page-column.ts';

/** /admin/coupons/new. */
export function NewCouponPage() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const createCoupon = useCreateCoupon();

  return (
    <div className={PAGE_COLUMN}>
      <AdminPageHeader title="New coupon" back={{ to: adminPaths.coupons(), label: 'Coupons' }} />
      <CouponForm
        initialValues={EMPTY_COUPON_FORM}
        submitLabel="Create coupon"
        cancelTo={adminPaths.coupons()}
        onSave={async (body) => {
          const coupon = await createCoupon.mutateAsync(body);
          showToast({ kind: 'success', message: `Coupon ${coupon.name} created` });
          navigate(adminPaths.coupons());
        }}
      />
    </div>
  );
}
