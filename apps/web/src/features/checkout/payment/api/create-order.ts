import {
  type CreateOrderInput,
  type CreateOrderResult,
  CreateOrderResultSchema,
} from '@skins/shared';
import { apiSend } from '#lib/api-client.ts';

/**
 * POST /api/payments/create-order: the server prices the order, stores a pending checkout and
 * opens a gateway order (reused for an unchanged cart). 409 `PRICE_CHANGED` carries its figures.
 */
export function createPaymentOrder(
  input: CreateOrderInput,
  signal?: AbortSignal,
): Promise<CreateOrderResult> {
  return apiSend('/payments/create-order', CreateOrderResultSchema, {
    method: 'POST',
    body: input,
    signal,
  });
}
