import { adminPaths } from '#lib/admin-paths.ts';
import { paths } from '#lib/paths.ts';

const BASE = 'https://shop.invalid';

/**
 * URL parsing drops tabs and newlines anywhere, so `/\t/evil.example` reads as `//evil.example`:
 * no control character or white space belongs in a path the shop made.
 */
function hasControlOrSpace(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return /\s/u.test(text);
}

/**
 * Where to go after signing in: the `next` the 401 redirect remembered, when it is a path on
 * this site. Anything else (`//evil.example`, `https://…`, `/\evil`, `/%09/evil`) would make
 * the sign-in page an open redirect, so it falls back to the dashboard: the check is made on
 * the address as the browser resolves it, not on its text.
 */
export function returnPathAfterLogin(next: string | null): string {
  if (!next?.startsWith('/') || hasControlOrSpace(next)) return adminPaths.dashboard();
  let resolved: URL;
  try {
    resolved = new URL(next, BASE);
  } catch {
    return adminPaths.dashboard();
  }
  if (resolved.origin !== BASE || resolved.pathname === paths.login()) {
    return adminPaths.dashboard();
  }
  return resolved.pathname + resolved.search + resolved.hash;
}
