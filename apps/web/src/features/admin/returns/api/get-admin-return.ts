import { AdminReturnSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminReturnKeys } from './return-keys.ts';

/** GET /api/admin/returns/{id}: the admin's view of one return, with its default refund. */
function getAdminReturn(returnId: string, signal?: AbortSignal) {
  return apiGet(`/admin/returns/${encodeURIComponent(returnId)}`, AdminReturnSchema, { signal });
}

const adminReturnQueryOptions = (returnId: string) =>
  queryOptions({
    queryKey: adminReturnKeys.detail(returnId),
    queryFn: ({ signal }) => getAdminReturn(returnId, signal),
    // The default refund changes when another return of the order is refunded.
    staleTime: 0,
  });

export function useAdminReturn(returnId: string) {
  return useQuery(adminReturnQueryOptions(returnId));
}
