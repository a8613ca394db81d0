import { useParams } from 'react-router';
import { EditCouponPage } from '#features/admin/coupons/edit-coupon-page.tsx';
import { NewCouponPage } from '#features/admin/coupons/new-coupon-page.tsx';

/** /admin/coupons/new and /admin/coupons/:couponId share this route file. */
export function Component() {
  const { couponId } = useParams();
  // Keyed, so moving from one coupon to another starts a fresh page and form.
  return couponId ? <EditCouponPage key={couponId} couponId={couponId} /> : <NewCouponPage />;
}
