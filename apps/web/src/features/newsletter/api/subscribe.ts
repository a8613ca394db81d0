import { ApiError, apiWrite, CLIENT_ERROR_CODES, isApiError } from '#lib/api-client.ts';

export interface SubscribeOutcome {
  status: 'success' | 'exists';
  /** The subscriber's welcome code; absent when the answer carried none. */
  couponCode: string | undefined;
}

/**
 * POST /api/subscription/subscribe. API.md: 201 `success` or 409 `exists`, both with the
 * subscriber's coupon code (the 409 in its `details`). A 409 is an answer here, not a failure.
 * The answers are checked by hand: the form is an island, which carries no zod (decision 045).
 */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  let answer: unknown;
  try {
    answer = await apiWrite<unknown>('/subscription/subscribe', {
      method: 'POST',
      body: { email },
    });
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    // A 409 that carries no readable code still says the address is on the list.
    const details = recordOf(error.details);
    const couponCode = details?.couponCode;
    return {
      status: 'exists',
      couponCode: typeof couponCode === 'string' ? couponCode : undefined,
    };
  }
  const body = recordOf(answer);
  const couponCode = body?.couponCode;
  // Spec §9 has a fallback code (WELCOME25) for an answer without one, so the code may be absent;
  // anything else is an answer we cannot read.
  if (body?.status !== 'success' || (couponCode !== undefined && typeof couponCode !== 'string')) {
    throw new ApiError(
      // The call's only success (API.md); `apiWrite` hands over the body, not the status.
      201,
      CLIENT_ERROR_CODES.invalidResponse,
      'The server answered in an unexpected format.',
    );
  }
  return { status: 'success', couponCode };
}

function recordOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
