import { type OutboxMail, OutboxMailSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminOutboxKeys } from './outbox-keys.ts';

/**
 * GET /api/mail/outbox/{id} (admin): one mail with its HTML and text, or one WhatsApp message or
 * SMS with its text (html ''); 404 unknown.
 */
function getOutboxMail(mailId: string, signal?: AbortSignal): Promise<OutboxMail> {
  return apiGet(`/mail/outbox/${encodeURIComponent(mailId)}`, OutboxMailSchema, { signal });
}

const outboxMailQueryOptions = (mailId: string) =>
  queryOptions({
    queryKey: adminOutboxKeys.detail(mailId),
    queryFn: ({ signal }) => getOutboxMail(mailId, signal),
    // Its status and attempts move while it is retried; the bodies never change.
    staleTime: 0,
  });

export function useOutboxMail(mailId: string) {
  return useQuery(outboxMailQueryOptions(mailId));
}
