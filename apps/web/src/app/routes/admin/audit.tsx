export { AuditPage as Component } from '#features/admin/audit/audit-page.tsx';
