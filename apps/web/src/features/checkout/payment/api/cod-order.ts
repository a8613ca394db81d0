import { type CodOrderInput, type CodOrderResult, CodOrderResultSchema } from '@skins/shared';
import { apiSend } from '#lib/api-client.ts';

/**
 * POST /api/payments/cod: the server prices the order and places it unpaid, once per checkout
 * id. 409 `PRICE_CHANGED`, `COUPON_NOT_USABLE` and `COD_NOT_AVAILABLE` as create-order's.
 */
export function placeCodOrder(input: CodOrderInput, signal?: AbortSignal): Promise<CodOrderResult> {
  return apiSend('/payments/cod', CodOrderResultSchema, { method: 'POST', body: input, signal });
}
