import { type ErrorCode, GATE_MESSAGES, MESSAGES } from '@skins/shared';
import { CLIENT_ERROR_CODES, isApiError } from '#lib/api-client.ts';

const INCORRECT_PASSWORD: ErrorCode = 'INCORRECT_PASSWORD';
const RATE_LIMITED: ErrorCode = 'RATE_LIMITED';

/** Not in the spec's catalogue: the gate's answer to a failure that is not the password's. */
export const UNLOCK_FAILED_MESSAGE = GATE_MESSAGES.failed;

/** The sentence the gate shows for a failed unlock (spec §8 for a wrong password). */
export function unlockErrorMessage(error: unknown): string {
  if (!isApiError(error)) return UNLOCK_FAILED_MESSAGE;
  // A 400 means input no password can match (too long): for the visitor that is a wrong password.
  if (error.code === INCORRECT_PASSWORD || error.status === 400) {
    return MESSAGES.gate.incorrectPassword;
  }
  // The server's sentence says how long to wait.
  if (error.code === RATE_LIMITED || error.status === 429) return error.message;
  if (error.code === CLIENT_ERROR_CODES.network) return error.message;
  return UNLOCK_FAILED_MESSAGE;
}
