import { STOREFRONT_ROUTES } from '@skins/shared';

/** Pages that open without the store password: `isGateExempt` in STOREFRONT_ROUTES. */
const GATE_EXEMPT_PATHS = new Set<string>(
  Object.values(STOREFRONT_ROUTES)
    .filter((route) => 'isGateExempt' in route && route.isGateExempt)
    .map((route) => route.path),
);

/** `pathname` as the router matched it: any letter case, one optional trailing slash. */
export function isGateExemptPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return GATE_EXEMPT_PATHS.has(normalized.toLowerCase());
}
