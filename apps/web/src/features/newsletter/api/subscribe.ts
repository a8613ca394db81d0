import { SubscribeExistsSchema, SubscribeResultSchema } from '@skins/shared';
import * as z from 'zod/mini';
import { apiSend, isApiError } from '#lib/api-client.ts';

// Spec §9 has a fallback code (WELCOME25) for an answer without one: read the code as optional.
const SubscribeAnswerSchema = z.partial(SubscribeResultSchema, { couponCode: true });
const ExistsDetailsSchema = z.partial(SubscribeExistsSchema.shape.details, { couponCode: true });

export interface SubscribeOutcome {
  status: 'success' | 'exists';
  /** The subscriber's welcome code; absent when the answer carried none. */
  couponCode: string | undefined;
}

/**
 * POST /api/subscription/subscribe. API.md: 201 `success` or 409 `exists`, both with the
 * subscriber's coupon code (the 409 in its `details`). A 409 is an answer here, not a failure.
 */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  try {
    const { couponCode } = await apiSend('/subscription/subscribe', SubscribeAnswerSchema, {
      method: 'POST',
      body: { email },
    });
    return { status: 'success', couponCode };
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    const details = ExistsDetailsSchema.safeParse(error.details);
    return { status: 'exists', couponCode: details.success ? details.data.couponCode : undefined };
  }
}
