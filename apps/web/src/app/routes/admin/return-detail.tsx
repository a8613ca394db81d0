export { ReturnDetailPage as Component } from '#features/admin/returns/return-detail-page.tsx';
