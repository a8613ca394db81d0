import { type Analytics, AnalyticsSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';
import { apiGet } from '#lib/api-client.ts';
import type { DateRange } from '../analytics-range.ts';

export const adminAnalyticsKeys = {
  all: [ADMIN_QUERY_ROOT, 'analytics'] as const,
  range: ({ from, to }: DateRange) => [...adminAnalyticsKeys.all, from, to] as const,
};

/** GET /api/admin/analytics?from&to (owner; API.md § The owner's desk). */
function getAnalytics(range: DateRange, signal?: AbortSignal): Promise<Analytics> {
  return apiGet('/admin/analytics', AnalyticsSchema, {
    signal,
    query: { from: range.from, to: range.to },
  });
}

export function useAnalytics(range: DateRange) {
  return useQuery(
    queryOptions({
      queryKey: adminAnalyticsKeys.range(range),
      queryFn: ({ signal }) => getAnalytics(range, signal),
      // Orders come in all day: fresh on every visit, the last range shown while the next loads.
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}
