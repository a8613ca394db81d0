import { type UnlockResult, UnlockResultSchema } from '@skins/shared';
import { apiSend } from '#lib/api-client.ts';

/** POST /api/store/unlock: on success the server sets the HttpOnly unlock cookie. */
export async function unlockStore(password: string): Promise<UnlockResult> {
  return apiSend('/store/unlock', UnlockResultSchema, { method: 'POST', body: { password } });
}
