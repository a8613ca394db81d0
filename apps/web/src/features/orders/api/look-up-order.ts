import {
  type OrderLookupAnswer,
  OrderLookupAnswerSchema,
  type OrderLookupInput,
} from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/**
 * POST /api/orders/lookup: the track view of the order with this number and checkout email;
 * 404 with one message for any wrong pair, 429 when tried too often.
 */
function lookUpOrder(input: OrderLookupInput): Promise<OrderLookupAnswer> {
  return apiSend('/orders/lookup', OrderLookupAnswerSchema, { method: 'POST', body: input });
}

export function useLookUpOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lookUpOrder,
    // The tracking page shows it at once from the cache, then refreshes it.
    onSuccess: (tracking) => queryClient.setQueryData(orderKeys.tracking(tracking._id), tracking),
  });
}
