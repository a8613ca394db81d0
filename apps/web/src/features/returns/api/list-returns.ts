import { type OrderReturns, OrderReturnsSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { returnKeys, tokenHeader } from './return-keys.ts';

/** GET /api/orders/{id}/returns with the order's token: its returns, newest first, with history. */
function listReturns(orderId: string, token: string, signal?: AbortSignal): Promise<OrderReturns> {
  return apiGet(`/orders/${encodeURIComponent(orderId)}/returns`, OrderReturnsSchema, {
    signal,
    headers: tokenHeader(token),
  });
}

export function orderReturnsQueryOptions(orderId: string, token: string) {
  return queryOptions({
    queryKey: returnKeys.ofOrder(orderId),
    queryFn: ({ signal }) => listReturns(orderId, token, signal),
  });
}

export function useOrderReturns(orderId: string, token: string) {
  return useQuery(orderReturnsQueryOptions(orderId, token));
}
