import type { ReturnMessageRequest } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '#lib/api-client.ts';
import { returnKeys, tokenHeader } from './return-keys.ts';

interface AnswerReturnVariables {
  returnId: string;
  input: ReturnMessageRequest;
}

/**
 * POST /api/orders/{id}/returns/{returnId}/messages with the order's token: the shopper's answer
 * to the shop's question (InfoRequested), which moves the return back to Requested.
 */
export function useAnswerReturn(orderId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, input }: AnswerReturnVariables) =>
      // The answer's body is not read: the order's returns are fetched again after it.
      apiWrite<unknown>(
        `/orders/${encodeURIComponent(orderId)}/returns/${encodeURIComponent(returnId)}/messages`,
        { method: 'POST', headers: tokenHeader(token), body: input },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnKeys.ofOrder(orderId) }),
  });
}
