import type { Order } from '@skins/shared';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '#lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

/**
 * After a change the server answered with the order: show it at once, and refetch what it
 * changes elsewhere (the lists' rows and badges, the history and the mails).
 */
export function storeChangedOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(adminOrderKeys.detail(order._id), order);
  void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: adminOrderKeys.activity(order._id) });
}

/**
 * A change the server refused because the order is not what this screen showed (409: someone
 * else moved it first; 404: deleted meanwhile): fetch it as it is now.
 */
export function refreshIfOrderChanged(
  queryClient: QueryClient,
  orderId: string,
  error: unknown,
): void {
  if (!isApiError(error) || (error.status !== 409 && error.status !== 404)) return;
  void queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(orderId) });
  void queryClient.invalidateQueries({ queryKey: adminOrderKeys.activity(orderId) });
  void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
}
