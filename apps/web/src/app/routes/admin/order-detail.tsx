export { OrderDetailPage as Component } from '#features/admin/orders/detail/order-detail-page.tsx';
