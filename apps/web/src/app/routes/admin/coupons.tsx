export { CouponListPage as Component } from '#features/admin/coupons/coupon-list-page.tsx';
