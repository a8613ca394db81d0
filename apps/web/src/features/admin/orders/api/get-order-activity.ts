import { type OrderActivity, OrderActivitySchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

/**
 * GET /api/orders/{id}/activity (admin): the order's history with who and when, the gateway's
 * ids and the mails, WhatsApp messages and SMS about it. One query serves the History, Payment
 * and Messages sections.
 */
function getOrderActivity(orderId: string, signal?: AbortSignal): Promise<OrderActivity> {
  return apiGet(`/orders/${encodeURIComponent(orderId)}/activity`, OrderActivitySchema, {
    signal,
  });
}

const orderActivityQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: adminOrderKeys.activity(orderId),
    queryFn: ({ signal }) => getOrderActivity(orderId, signal),
    staleTime: 0,
  });

export function useOrderActivity(orderId: string) {
  return useQuery(orderActivityQueryOptions(orderId));
}
