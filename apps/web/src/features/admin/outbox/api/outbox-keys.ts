import type { OutboxListFilter } from '@skins/shared';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';

/** What the outbox list asks for: the URL's page and status. */
export interface OutboxListParams {
  page: number;
  status: OutboxListFilter | undefined;
}

// Hierarchical: invalidating `all` refreshes the lists and every opened mail at once.
export const adminOutboxKeys = {
  all: [ADMIN_QUERY_ROOT, 'outbox'] as const,
  lists: () => [...adminOutboxKeys.all, 'list'] as const,
  list: (params: OutboxListParams) => [...adminOutboxKeys.lists(), params] as const,
  detail: (mailId: string) => [...adminOutboxKeys.all, 'detail', mailId] as const,
};
