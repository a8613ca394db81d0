export { StaffPage as Component } from '#features/admin/staff/staff-page.tsx';
