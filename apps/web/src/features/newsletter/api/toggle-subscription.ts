import {
  type ToggleSubscriptionInput,
  type ToggleSubscriptionResult,
  ToggleSubscriptionResultSchema,
} from '@skins/shared';
import { apiSend } from '#lib/api-client.ts';

/**
 * POST /api/subscription/toggle-subscription with the signed token from the mail's unsubscribe
 * link: 200 `{ subscribed }`; 403 for a token that does not match the email.
 */
export async function toggleSubscription(
  input: ToggleSubscriptionInput,
): Promise<ToggleSubscriptionResult> {
  return apiSend('/subscription/toggle-subscription', ToggleSubscriptionResultSchema, {
    method: 'POST',
    body: input,
  });
}
