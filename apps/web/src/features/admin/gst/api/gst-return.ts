import { type Gstr1, Gstr1Schema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';
import { apiGet } from '#lib/api-client.ts';

export const adminGstKeys = {
  all: [ADMIN_QUERY_ROOT, 'gst'] as const,
  gstr1: (period: string) => [...adminGstKeys.all, 'gstr1', period] as const,
};

/** GET /api/admin/gst/gstr1?period=YYYY-MM (admin; API.md § The owner's desk). */
function getGstr1(period: string, signal?: AbortSignal): Promise<Gstr1> {
  return apiGet('/admin/gst/gstr1', Gstr1Schema, { signal, query: { period } });
}

const gstr1QueryOptions = (period: string) =>
  queryOptions({
    queryKey: adminGstKeys.gstr1(period),
    queryFn: ({ signal }) => getGstr1(period, signal),
    // A refund may credit the month at any time: fresh on every visit.
    staleTime: 0,
  });

export function useGstr1(period: string) {
  return useQuery(gstr1QueryOptions(period));
}
