import { type ErrorCode, MESSAGES } from '@skins/shared';
import { CLIENT_ERROR_CODES, isApiError } from '#lib/api-client.ts';

const VALIDATION_FAILED: ErrorCode = 'VALIDATION_FAILED';

/**
 * Spec §8 newsletter errors: a server answer → 'Subscription failed…', no answer → the network
 * message, anything else → the unknown-error message. (409 is not an error here: it is `exists`.)
 */
export function subscribeErrorMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.newsletter.unknown;
  if (error.code === CLIENT_ERROR_CODES.network) return MESSAGES.newsletter.network;
  // An answer we cannot read is no answer we can explain.
  if (error.code === CLIENT_ERROR_CODES.invalidResponse) return MESSAGES.newsletter.unknown;
  // The server refused the address itself (e.g. over 254 characters): say what to fix.
  if (error.status === 400 && error.code === VALIDATION_FAILED) {
    return MESSAGES.newsletter.invalidEmail;
  }
  return MESSAGES.newsletter.serverError;
}
