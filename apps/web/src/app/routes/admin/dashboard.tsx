import { DashboardView } from '#features/admin/dashboard/dashboard-view.tsx';

export function Component() {
  return <DashboardView />;
}
