import { OrderReturnsSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminReturnKeys } from './return-keys.ts';

/** GET /api/orders/{id}/returns with the admin's token: the order's returns, newest first. */
function getOrderReturns(orderId: string, signal?: AbortSignal) {
  return apiGet(`/orders/${encodeURIComponent(orderId)}/returns`, OrderReturnsSchema, { signal });
}

const orderReturnsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: adminReturnKeys.ofOrder(orderId),
    queryFn: ({ signal }) => getOrderReturns(orderId, signal),
    staleTime: 0,
  });

export function useOrderReturns(orderId: string) {
  return useQuery(orderReturnsQueryOptions(orderId));
}
