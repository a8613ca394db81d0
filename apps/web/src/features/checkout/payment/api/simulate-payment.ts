import {
  type SimulatePaymentInput,
  type SimulatePaymentResult,
  SimulatePaymentResultSchema,
} from '@skins/shared';
import { apiSend } from '#lib/api-client.ts';

/** POST /api/payments/simulate (simulated mode only): what Razorpay Checkout would hand back. */
export function simulatePayment(
  input: SimulatePaymentInput,
  signal?: AbortSignal,
): Promise<SimulatePaymentResult> {
  return apiSend('/payments/simulate', SimulatePaymentResultSchema, {
    method: 'POST',
    body: input,
    signal,
  });
}
