import { type Order, OrderSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

/** GET /api/orders/{id} with the admin's token: any order; 404 for an unknown or deleted one. */
function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiGet(`/orders/${encodeURIComponent(orderId)}`, OrderSchema, { signal });
}

const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 0,
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
