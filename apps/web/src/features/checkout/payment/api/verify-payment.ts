import { type VerifyPaymentInput, VerifyPaymentResultSchema } from '@skins/shared';
import * as z from 'zod/mini';
import { apiSend, isApiError } from '#lib/api-client.ts';

/** What the server says of a payment it refuses (API.md: 400 `{ success: false, message }`). */
const RefusedSchema = z.object({ success: z.literal(false), message: z.optional(z.string()) });

const VerifyAnswerSchema = z.union([VerifyPaymentResultSchema, RefusedSchema]);
export type VerifyAnswer = z.infer<typeof VerifyAnswerSchema>;

/**
 * POST /api/payments/verify-payment with what the gateway handed back. Idempotent on the server:
 * the same payment sent again answers the same `orderId` and `token`, never a second order.
 * A refusal (400, or `success: false`) is an answer; a failed call rejects with `ApiError`.
 */
export async function verifyPayment(
  input: VerifyPaymentInput,
  signal?: AbortSignal,
): Promise<VerifyAnswer> {
  try {
    return await apiSend('/payments/verify-payment', VerifyAnswerSchema, {
      method: 'POST',
      body: input,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 400)
      return { success: false, message: error.message };
    throw error;
  }
}
