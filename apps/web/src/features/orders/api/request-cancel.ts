import { type Order, OrderSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';
import { ORDER_TOKEN_HEADER, orderKeys } from './order-keys.ts';

/**
 * PUT /api/orders/{id}/request-cancel with the order's token: answers the order, now
 * `CancelRequested`; 409 `CANNOT_CANCEL` once it is past Processing.
 */
function requestOrderCancel(orderId: string, token: string): Promise<Order> {
  return apiSend(`/orders/${encodeURIComponent(orderId)}/request-cancel`, OrderSchema, {
    method: 'PUT',
    headers: { [ORDER_TOKEN_HEADER]: token },
  });
}

export function useRequestOrderCancel(orderId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestOrderCancel(orderId, token),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      queryClient.setQueryData(orderKeys.byToken(token), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.tracking(order._id) });
    },
    // Refused (409 CANNOT_CANCEL: it has moved on): show the status it has now.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.byToken(token) });
    },
  });
}
