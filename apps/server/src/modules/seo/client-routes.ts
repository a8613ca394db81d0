import { STOREFRONT_ROUTES, type StorefrontPage, type StorefrontRoute } from '@skins/shared';

/**
 * A request path as the storefront's router sees it (STOREFRONT_ROUTES in packages/shared, which
 * the web router mounts), so the server can answer a real 404 for paths no route matches (UI.md:
 * crawlers see a true 404) and keep non-indexable pages out of search engines.
 */
export type ClientRoute = { page: StorefrontPage | 'admin' } & (
  | { kind: 'home' }
  | { kind: 'product'; idOrSlug: string }
  | { kind: 'category'; category: string; type?: string }
  | { kind: 'content'; path: ContentPath }
  | { kind: 'blog-article'; slug: string }
  /** Pages with no value in a search index: carts, checkouts, accounts, admin. */
  | { kind: 'private' }
);

type Routes = typeof STOREFRONT_ROUTES;

/** Indexable pages whose head is built from what they show; the others have fixed text. */
const PAGES_WITH_OWN_HEAD = ['home', 'category', 'product', 'blogPost'] as const;

type ContentPage = {
  [Page in StorefrontPage]: Routes[Page]['isIndexable'] extends true
    ? Page extends (typeof PAGES_WITH_OWN_HEAD)[number]
      ? never
      : Page
    : never;
}[StorefrontPage];

type ValueOf<Route, Name extends string> = Route extends {
  paramValues: { [Key in Name]: readonly (infer Value extends string)[] };
}
  ? Value
  : string;

type FilledPath<
  Path extends string,
  Route,
> = Path extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}${ValueOf<Route, Name>}/${FilledPath<Rest, Route>}`
  : Path extends `${infer Head}:${infer Name}`
    ? `${Head}${ValueOf<Route, Name>}`
    : Path;

/** Every URL of a content page (e.g. '/about', '/policies/returns'): page-meta.ts titles each. */
export type ContentPath = {
  [Page in ContentPage]: FilledPath<Routes[Page]['path'], Routes[Page]>;
}[ContentPage];

const isContentPage = (page: StorefrontPage): page is ContentPage =>
  STOREFRONT_ROUTES[page].isIndexable &&
  !(PAGES_WITH_OWN_HEAD as readonly StorefrontPage[]).includes(page);

/** Each content page's URLs: one per listed value of its parameter (a policy page per policy). */
export const CONTENT_PATHS = (Object.keys(STOREFRONT_ROUTES) as StorefrontPage[])
  .filter(isContentPage)
  .flatMap((page) => {
    const route: StorefrontRoute = STOREFRONT_ROUTES[page];
    const [name, values] = Object.entries(route.paramValues ?? {})[0] ?? [];
    if (!name || !values) return [route.path];
    return values.map((value) => route.path.replace(`:${name}`, value));
  }) as ContentPath[];

type Params = Partial<Record<string, string>>;

/**
 * Matches a request path (no query string) as React Router would: case-insensitive static
 * segments, one optional trailing slash. Null when no client route matches.
 */
export function matchClientRoute(pathname: string): ClientRoute | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const segments = trimmed === '/' ? [] : trimmed.split('/').slice(1);
  if (segments.some((segment) => segment === '')) return null;
  const decoded = segments.map(safeDecode);
  if (decoded.some((segment) => segment === null)) return null;
  const values = decoded.map((segment) => segment ?? '');

  // Sign-in and the admin: the admin's own routes, never indexed.
  const head = values[0]?.toLowerCase();
  if (head === 'admin' || (head === 'login' && values.length === 1)) {
    return { page: 'admin', kind: 'private' };
  }

  for (const page of Object.keys(STOREFRONT_ROUTES) as StorefrontPage[]) {
    const params = matchPattern(STOREFRONT_ROUTES[page], values);
    if (params) return routeOf(page, params);
  }
  return null;
}

function routeOf(page: StorefrontPage, params: Params): ClientRoute {
  if (!STOREFRONT_ROUTES[page].isIndexable) return { page, kind: 'private' };
  switch (page) {
    case 'home':
      return { page, kind: 'home' };
    case 'product':
      return { page, kind: 'product', idOrSlug: params.idOrSlug ?? '' };
    case 'category': {
      const category = params.category ?? '';
      return params.type === undefined
        ? { page, kind: 'category', category }
        : { page, kind: 'category', category, type: params.type };
    }
    case 'blogPost':
      return { page, kind: 'blog-article', slug: params.slug ?? '' };
    default: {
      // A content page's parameters only take its listed values: this is one of CONTENT_PATHS.
      const path = STOREFRONT_ROUTES[page].path.replace(
        /:(\w+)/g,
        (_, name: string) => params[name] ?? '',
      );
      return { page, kind: 'content', path: path as ContentPath };
    }
  }
}

/** The route's parameters when `segments` fit its pattern, else null. */
function matchPattern(route: StorefrontRoute, segments: string[]): Params | null {
  const pattern = route.path === '/' ? [] : route.path.split('/').slice(1);
  const optionalCount = pattern.filter((part) => part.endsWith('?')).length;
  if (segments.length > pattern.length || segments.length < pattern.length - optionalCount) {
    return null;
  }
  const params: Params = {};
  for (const [index, segment] of segments.entries()) {
    const part = pattern[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment.toLowerCase()) return null;
      continue;
    }
    const name = part.slice(1).replace(/\?$/, '');
    const allowed = route.paramValues?.[name];
    const value = allowed ? allowed.find((v) => v === segment.toLowerCase()) : segment;
    if (value === undefined) return null;
    params[name] = value;
  }
  return params;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
