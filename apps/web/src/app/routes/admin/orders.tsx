export { OrderListPage as Component } from '#features/admin/orders/list/order-list-page.tsx';
