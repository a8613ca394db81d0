import { paths } from '#lib/paths.ts';

/**
 * Pages that must open without the store password: the newsletter's unsubscribe link works for
 * anyone holding the mail, as its API (`/subscription/*`) does.
 */
const GATE_EXEMPT_PATHS = new Set([paths.unsubscribe()]);

/** `pathname` as the router matched it: any letter case, one optional trailing slash. */
export function isGateExemptPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return GATE_EXEMPT_PATHS.has(normalized.toLowerCase());
}
