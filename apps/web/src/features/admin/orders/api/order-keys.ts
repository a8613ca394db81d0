import type { OrderStatus } from '@skins/shared';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';

/** What the orders list asks for: the URL's page and filters. */
export interface OrderListParams {
  page: number;
  status: OrderStatus | undefined;
  search: string | undefined;
}

// Hierarchical: invalidating `all` refreshes the lists, every detail and its activity at once.
export const adminOrderKeys = {
  all: [ADMIN_QUERY_ROOT, 'orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...adminOrderKeys.lists(), params] as const,
  detail: (orderId: string) => [...adminOrderKeys.all, 'detail', orderId] as const,
  activity: (orderId: string) => [...adminOrderKeys.all, 'activity', orderId] as const,
};
