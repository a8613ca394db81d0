import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiSend } from '#lib/api-client.ts';
import { refreshIfOrderChanged } from './order-cache.ts';
import { adminOrderKeys } from './order-keys.ts';

/** DELETE /api/orders/{id} (admin): 204 for a `Cancelled` order; any other is 409. */
function deleteOrder(orderId: string): Promise<undefined> {
  return apiSend(`/orders/${encodeURIComponent(orderId)}`, z.undefined(), { method: 'DELETE' });
}

export function useDeleteOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteOrder(orderId),
    // The detail stays cached but is not refetched: the page leaves for the list, and a refetch
    // would only answer 404 under it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() }),
    onError: (error) => refreshIfOrderChanged(queryClient, orderId, error),
  });
}
