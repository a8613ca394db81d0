import {
  type RefundReturnInput,
  type RejectReturnInput,
  type RequestReturnInfoInput,
  type Return,
  ReturnSchema,
  type ShipReplacementInput,
} from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderKeys } from '#features/admin/orders/api/order-keys.ts';
import { apiSend } from '#lib/api-client.ts';
import { adminReturnKeys } from './return-keys.ts';

/** The owner's steps (API.md § Returns and replacements), each `PUT /returns/{id}/{step}`. */
export type ReturnStep =
  | { step: 'approve' }
  | { step: 'reject'; body: RejectReturnInput }
  | { step: 'request-info'; body: RequestReturnInfoInput }
  | { step: 'receive' }
  | { step: 'refund'; body: RefundReturnInput }
  | { step: 'ship-replacement'; body: ShipReplacementInput };

/** The return after the step; 409 when its status does not allow it, 404 when unknown. */
function takeReturnStep(returnId: string, step: ReturnStep): Promise<Return> {
  return apiSend(`/returns/${encodeURIComponent(returnId)}/${step.step}`, ReturnSchema, {
    method: 'PUT',
    body: 'body' in step ? step.body : undefined,
  });
}

export function useReturnStep(returnId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: ReturnStep) => takeReturnStep(returnId, step),
    // Settled either way: a refusal (someone else moved it first) means this page is stale too.
    // A refund or a replacement changes the order (its payment, its history) as well.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminReturnKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.activity(orderId) });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
    },
  });
}
