import { adminPaths } from '#lib/admin-paths.ts';
import { paths } from '#lib/paths.ts';

/**
 * Where to go after signing in: the `next` the 401 redirect remembered, when it is a path on
 * this site. Anything else (`//evil.example`, `https://…`, `/\evil`) would make the sign-in page
 * an open redirect, so it falls back to the dashboard.
 */
export function returnPathAfterLogin(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return adminPaths.dashboard();
  }
  const { pathname } = new URL(next, 'https://shop.invalid');
  return pathname === paths.login() ? adminPaths.dashboard() : next;
}
