import { type SetPasswordInput, SetPasswordResultSchema } from '@skins/shared';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';

/**
 * POST /api/auth/set-password (public): redeems an invite's or reset's one-time link; 400
 * `LINK_EXPIRED` for an unknown, used or expired one.
 */
function setPassword(input: SetPasswordInput) {
  return apiSend('/auth/set-password', SetPasswordResultSchema, { method: 'POST', body: input });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
