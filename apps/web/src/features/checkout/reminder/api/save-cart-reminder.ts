import type { CartReminderInput } from '@skins/shared';
import * as z from 'zod/mini';
import { apiSend } from '#lib/api-client.ts';

/** PUT /api/checkouts/{pipelineId}/reminder: keeps (or replaces) this checkout's draft; 204. */
export function saveCartReminder(pipelineId: string, input: CartReminderInput): Promise<undefined> {
  return apiSend(`/checkouts/${encodeURIComponent(pipelineId)}/reminder`, z.undefined(), {
    method: 'PUT',
    body: input,
  });
}
