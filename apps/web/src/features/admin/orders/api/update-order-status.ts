import { type ADMIN_STATUS_TARGETS, type Order, OrderSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';
import { refreshIfOrderChanged, storeChangedOrder } from './order-cache.ts';

/** A forward move; cancelling has its own call (cancel-order.ts), which says what it refunds. */
export type OrderMoveTarget = Exclude<(typeof ADMIN_STATUS_TARGETS)[number], 'Cancelled'>;

/**
 * PUT /api/orders/{id}/status (admin): answers the moved order; 409 `CONFLICT` when the order is
 * no longer where a move from here is allowed (another admin moved it).
 */
function updateOrderStatus(orderId: string, status: OrderMoveTarget): Promise<Order> {
  return apiSend(`/orders/${encodeURIComponent(orderId)}/status`, OrderSchema, {
    method: 'PUT',
    body: { status },
  });
}

export function useUpdateOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderMoveTarget) => updateOrderStatus(orderId, status),
    onSuccess: (order) => storeChangedOrder(queryClient, order),
    onError: (error) => refreshIfOrderChanged(queryClient, orderId, error),
  });
}
