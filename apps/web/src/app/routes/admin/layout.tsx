export { AdminLayout as Component } from '#features/admin/layout/admin-layout.tsx';
