export { ReturnListPage as Component } from '#features/admin/returns/return-list-page.tsx';
