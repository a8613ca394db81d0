import type { ReturnStatus } from '@skins/shared';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';

/** What the returns queue asks for: the URL's status (all when absent) and page. */
export interface ReturnListParams {
  status: ReturnStatus | undefined;
  page: number;
}

// Hierarchical: invalidating `all` refreshes the queue and every order's returns at once.
export const adminReturnKeys = {
  all: [ADMIN_QUERY_ROOT, 'returns'] as const,
  lists: () => [...adminReturnKeys.all, 'list'] as const,
  list: (params: ReturnListParams) => [...adminReturnKeys.lists(), params] as const,
  ofOrder: (orderId: string) => [...adminReturnKeys.all, 'order', orderId] as const,
  detail: (returnId: string) => [...adminReturnKeys.all, 'detail', returnId] as const,
};
