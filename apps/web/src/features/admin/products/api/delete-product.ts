import { ProductDeactivatedSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiSend } from '#lib/api-client.ts';
import { adminProductKeys } from './admin-product-keys.ts';

// 204 has no body (the client reads it as `undefined`); 200 says the product was kept.
const DeleteAnswerSchema = z.union([z.undefined(), ProductDeactivatedSchema]);

export type DeleteOutcome = 'deleted' | 'deactivated';

/**
 * DELETE /api/products/{id}: gone (204), or kept but deactivated (200) when an order or a
 * pending checkout refers to it.
 */
async function deleteProduct(productId: string): Promise<DeleteOutcome> {
  const answer = await apiSend(`/products/${encodeURIComponent(productId)}`, DeleteAnswerSchema, {
    method: 'DELETE',
  });
  return answer === undefined ? 'deleted' : answer.outcome;
}

export function useDeleteProduct(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProduct(productId),
    onSuccess: (outcome) => {
      const detail = adminProductKeys.detail(productId);
      if (outcome === 'deleted') queryClient.removeQueries({ queryKey: detail });
      else void queryClient.invalidateQueries({ queryKey: detail });
      return queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
    },
  });
}
