/**
 * The storefront's client-side routes (apps/web/src/app/router.tsx), as the server needs them to
 * answer a real 404 for paths no route matches (UI.md: crawlers see a true 404).
 * Keep in step with the router when a route is added.
 */
export type ClientRoute =
  | { kind: 'home' }
  | { kind: 'product'; idOrSlug: string }
  | { kind: 'category'; category: string; type?: string }
  | { kind: 'content'; path: ContentPath }
  | { kind: 'blog-article'; slug: string }
  /** Pages with no value in a search index: carts, checkouts, accounts, admin. */
  | { kind: 'private' };

export const CONTENT_PATHS = [
  '/category',
  '/about',
  '/blog',
  '/contact',
  '/faq',
  '/policies/privacy',
  '/policies/returns',
  '/policies/shipping',
  '/policies/terms',
  '/size-guide',
] as const;
export type ContentPath = (typeof CONTENT_PATHS)[number];

const PRIVATE_PATHS = new Set([
  '/search',
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/login',
  '/unsubscribe',
  '/track-order',
  '/admin',
]);

const isContentPath = (path: string): path is ContentPath =>
  (CONTENT_PATHS as readonly string[]).includes(path);

/**
 * Matches a request path (no query string) as React Router would: case-insensitive static
 * segments, one optional trailing slash. Null when no client route matches.
 */
export function matchClientRoute(pathname: string): ClientRoute | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (trimmed === '/') return { kind: 'home' };
  const segments = trimmed.split('/').slice(1);
  if (segments.some((segment) => segment === '')) return null;
  const decoded = segments.map(safeDecode);
  if (decoded.some((segment) => segment === null)) return null;
  const [first = '', second, third, ...rest] = decoded.map((segment) => segment ?? '');
  const head = first.toLowerCase();
  const lowerPath = `/${decoded.join('/')}`.toLowerCase();

  if (head === 'product' && second !== undefined && third === undefined) {
    return { kind: 'product', idOrSlug: second };
  }
  if (head === 'category' && second !== undefined && rest.length === 0) {
    return third === undefined
      ? { kind: 'category', category: second }
      : { kind: 'category', category: second, type: third };
  }
  if (head === 'blog' && second !== undefined && third === undefined) {
    return { kind: 'blog-article', slug: second };
  }
  if (isContentPath(lowerPath)) return { kind: 'content', path: lowerPath };
  if (PRIVATE_PATHS.has(lowerPath)) return { kind: 'private' };
  if (head === 'order-confirmation' && segments.length === 2) return { kind: 'private' };
  // /checkout/p/{pipelineId}/{action} and …/{action}/{productId} (spec §2).
  if (head === 'checkout' && second?.toLowerCase() === 'p' && [4, 5].includes(segments.length)) {
    return { kind: 'private' };
  }
  if (head === 'admin') return { kind: 'private' };
  return null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
