import { errorMessageOf } from './error-message.ts';

export const CHECK_FIELDS = 'Check the fields marked in red.';

/**
 * The form's own message about a refused save. The server's messages for fields the form does
 * not show (`isShown` gets the top-level field of each path) are said here rather than lost;
 * "Check the fields…" points at the ones it does show; with no field named, the server's message
 * or `fallback`.
 */
export function saveFailureMessage(
  error: unknown,
  fieldErrors: Readonly<Record<string, string>>,
  isShown: (field: string) => boolean,
  fallback: string,
): string {
  const entries = Object.entries(fieldErrors);
  if (entries.length === 0) return errorMessageOf(error, fallback);
  const unplaced = entries
    .filter(([path]) => !isShown(path.split('.')[0] ?? ''))
    .map(([, message]) => message);
  const isAnyPlaced = unplaced.length < entries.length;
  return [...unplaced, ...(isAnyPlaced ? [CHECK_FIELDS] : [])].join(' ');
}
