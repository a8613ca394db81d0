import { type OutboxMailList, OutboxMailListSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminOutboxKeys, type OutboxListParams } from './outbox-keys.ts';

/**
 * GET /api/mail/outbox (admin): mails, WhatsApp messages and SMS, newest first, without the
 * bodies; filtered by status.
 */
function listOutbox(params: OutboxListParams, signal?: AbortSignal): Promise<OutboxMailList> {
  return apiGet('/mail/outbox', OutboxMailListSchema, { signal, query: { ...params } });
}

const outboxListQueryOptions = (params: OutboxListParams) =>
  queryOptions({
    queryKey: adminOutboxKeys.list(params),
    queryFn: ({ signal }) => listOutbox(params, signal),
    // Mails are written and retried in the background: fresh on every visit.
    staleTime: 0,
  });

export function useOutboxList(params: OutboxListParams) {
  // The previous page stays on screen while the next one loads, instead of a blank table.
  return useQuery({ ...outboxListQueryOptions(params), placeholderData: keepPreviousData });
}
