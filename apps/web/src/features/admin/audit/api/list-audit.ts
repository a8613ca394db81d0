import { type AuditList, AuditListSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';
import { apiGet } from '#lib/api-client.ts';

/** What the audit log asks for: the URL's page and filters (`day` is one India day). */
export interface AuditListParams {
  page: number;
  admin: string | undefined;
  action: string | undefined;
  day: string | undefined;
}

const adminAuditKeys = {
  list: (params: AuditListParams) => [ADMIN_QUERY_ROOT, 'audit', params] as const,
};

/** GET /api/admin/audit (owner): newest first; one day is `from` and `to` the same day. */
function listAudit(params: AuditListParams, signal?: AbortSignal): Promise<AuditList> {
  const { page, admin, action, day } = params;
  return apiGet('/admin/audit', AuditListSchema, {
    signal,
    query: { page, admin, action, from: day, to: day },
  });
}

export function useAuditList(params: AuditListParams) {
  return useQuery({
    ...queryOptions({
      queryKey: adminAuditKeys.list(params),
      queryFn: ({ signal }) => listAudit(params, signal),
      staleTime: 0,
    }),
    placeholderData: keepPreviousData,
  });
}
