import { type OrderTracking, OrderTrackingSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

/**
 * GET /api/orders/track-order/{id}: the order's status history, oldest first. The admin's order
 * answer carries no history; this call does, and the admin's token passes the store's gate.
 */
function getOrderHistory(orderId: string, signal?: AbortSignal): Promise<OrderTracking> {
  return apiGet(`/orders/track-order/${encodeURIComponent(orderId)}`, OrderTrackingSchema, {
    signal,
  });
}

const orderHistoryQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: adminOrderKeys.history(orderId),
    queryFn: ({ signal }) => getOrderHistory(orderId, signal),
    staleTime: 0,
  });

export function useOrderHistory(orderId: string) {
  return useQuery(orderHistoryQueryOptions(orderId));
}
