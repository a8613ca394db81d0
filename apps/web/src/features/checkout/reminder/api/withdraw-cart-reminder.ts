import * as z from 'zod/mini';
import { apiSend } from '#lib/api-client.ts';

/** DELETE /api/checkouts/{pipelineId}/reminder: the box unticked, no reminder; 204. */
export function withdrawCartReminder(pipelineId: string): Promise<undefined> {
  return apiSend(`/checkouts/${encodeURIComponent(pipelineId)}/reminder`, z.undefined(), {
    method: 'DELETE',
  });
}
