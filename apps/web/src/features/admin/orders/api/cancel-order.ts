import { type Order, OrderSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';
import { refreshIfOrderChanged, storeChangedOrder } from './order-cache.ts';

/**
 * PUT /api/orders/{id}/cancel (admin, no body): a `Completed` payment is refunded through the
 * gateway first and becomes `Refunded`. 409 `CANNOT_CANCEL` once delivered or cancelled; 502
 * `GATEWAY_ERROR` when the refund fails, leaving the order as it was.
 */
function cancelOrder(orderId: string): Promise<Order> {
  return apiSend(`/orders/${encodeURIComponent(orderId)}/cancel`, OrderSchema, { method: 'PUT' });
}

export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: (order) => storeChangedOrder(queryClient, order),
    onError: (error) => refreshIfOrderChanged(queryClient, orderId, error),
  });
}
