import { AdminReturnListSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminReturnKeys, type ReturnListParams } from './return-keys.ts';

/** GET /api/admin/returns: open returns first, the longest waiting first, with hours waiting. */
function listReturns(params: ReturnListParams, signal?: AbortSignal) {
  return apiGet('/admin/returns', AdminReturnListSchema, { signal, query: { ...params } });
}

const returnListQueryOptions = (params: ReturnListParams) =>
  queryOptions({
    queryKey: adminReturnKeys.list(params),
    queryFn: ({ signal }) => listReturns(params, signal),
    // Requests and answers arrive at any time, and the hours waiting grow: fresh on every visit
    // and every minute while open.
    staleTime: 0,
    refetchInterval: 60_000,
  });

export function useReturnList(params: ReturnListParams) {
  return useQuery({ ...returnListQueryOptions(params), placeholderData: keepPreviousData });
}
