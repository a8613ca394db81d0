import { type CreatedReturn, CreatedReturnSchema, type CreateReturnRequest } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';
import { returnKeys, tokenHeader } from './return-keys.ts';

/**
 * POST /api/orders/{id}/returns with the order's token: 201 `{ _id, number, status }`; 400 names
 * the field (a quantity beyond what is left, photos missing), 409 RETURN_WINDOW_CLOSED.
 */
function createReturn(
  orderId: string,
  token: string,
  input: CreateReturnRequest,
): Promise<CreatedReturn> {
  return apiSend(`/orders/${encodeURIComponent(orderId)}/returns`, CreatedReturnSchema, {
    method: 'POST',
    headers: tokenHeader(token),
    body: input,
  });
}

export function useCreateReturn(orderId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReturnRequest) => createReturn(orderId, token, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.ofOrder(orderId) }),
  });
}
