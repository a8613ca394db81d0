import type { SubscriberStatus } from '@skins/shared';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';

/** What the subscribers list asks for: the URL's page and filters. */
export interface SubscriberListParams {
  page: number;
  status: SubscriberStatus | undefined;
  search: string | undefined;
}

// Hierarchical: invalidating `all` refreshes every page and filter of the list at once.
export const adminSubscriberKeys = {
  all: [ADMIN_QUERY_ROOT, 'subscribers'] as const,
  lists: () => [...adminSubscriberKeys.all, 'list'] as const,
  list: (params: SubscriberListParams) => [...adminSubscriberKeys.lists(), params] as const,
};
