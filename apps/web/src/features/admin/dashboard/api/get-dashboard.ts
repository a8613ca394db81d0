import { type Dashboard, DashboardSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';
import { apiGet } from '#lib/api-client.ts';

export const dashboardKeys = {
  all: [ADMIN_QUERY_ROOT, 'dashboard'] as const,
};

/** GET /api/admin/dashboard (API.md § Admin dashboard): today's and 30 days' figures. */
function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiGet('/admin/dashboard', DashboardSchema, { signal });
}

const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => getDashboard(signal),
    // Figures that move with every order: fresh on each visit, and every minute while open.
    staleTime: 0,
    refetchInterval: 60_000,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
