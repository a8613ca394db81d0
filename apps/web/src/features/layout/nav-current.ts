/**
 * Whether a link to `to` is the page at `pathname`, as React Router's NavLink decided it before
 * browsing pages became documents (decision 045): the same path, or with `end` false, a path
 * below it (the Shop link stays current on a device type's listing). Case and one trailing
 * slash do not count.
 */
export function isCurrentPath(pathname: string, to: string, end = true): boolean {
  const normalise = (path: string) =>
    (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase();
  const path = normalise(pathname);
  const target = normalise(to);
  if (path === target) return true;
  return !end && target !== '/' && path.startsWith(`${target}/`);
}

/** `aria-current` for a link to `to` on the page at `pathname`. */
export function ariaCurrent(pathname: string, to: string, end = true): 'page' | undefined {
  return isCurrentPath(pathname, to, end) ? 'page' : undefined;
}
