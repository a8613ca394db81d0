import { isApiError } from '#lib/api-client.ts';

/**
 * What to tell the admin about a failed call: the server's message (the contract's words, e.g.
 * 'A campaign with this code already exists'), or `fallback` when no usable answer came.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/** The server's per-field messages of a 400 (`details.fields`), keyed by field path. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {};
  const fields = error.details?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    if (typeof message === 'string') result[path] = message;
  }
  return result;
}
