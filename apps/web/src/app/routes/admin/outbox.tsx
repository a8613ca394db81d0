import { AdminPageHeader } from '../../../features/admin/components/admin-page-header.tsx';

// Placeholder until this screen is built.
export function Component() {
  return <AdminPageHeader title="Outbox" />;
}
