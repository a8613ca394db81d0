import type { UnlockResult } from '@skins/shared';
import { apiWrite } from '#lib/api-client.ts';

/**
 * POST /api/store/unlock: on success the server sets the HttpOnly unlock cookie. Without a
 * schema: the gate's form is an island of a document (decision 045).
 */
export async function unlockStore(password: string): Promise<UnlockResult> {
  return apiWrite<UnlockResult>('/store/unlock', { method: 'POST', body: { password } });
}
