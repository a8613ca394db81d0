import { matchRoutes, type RouteObject } from 'react-router';

// Product and listing links: the pages a shopper moves between while browsing.
const PREFETCHED_PATHS = /^\/(product|category)\//;

/**
 * Starts a page's code and data as soon as the shopper shows intent to open it (pointer over a
 * link, focus, touch): by the click, its chunk and its query are usually in, and the page
 * renders from the cache. The data comes from the route's own loader (the same query options as
 * the navigation will use; the query's stale time stops it being fetched twice). Each URL once.
 * Returns a function that stops listening.
 */
export function prefetchOnIntent(routes: RouteObject[], root: Document = document): () => void {
  const started = new Set<string>();

  async function prefetch(url: URL) {
    const matches = matchRoutes(routes, url.pathname) ?? [];
    const pattern = matches.map(({ route }) => route.path ?? '').join('/');
    for (const { route, params } of matches) {
      const page = typeof route.lazy === 'function' ? await route.lazy() : route;
      const loader = page.loader ?? route.loader;
      if (typeof loader === 'function') {
        await loader({ params, request: new Request(url), url, pattern, context: undefined });
      }
    }
  }

  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = new URL(anchor.href, root.location.href);
    const key = `${url.pathname}${url.search}`;
    if (url.origin !== root.location.origin || !PREFETCHED_PATHS.test(url.pathname)) return;
    if (started.has(key)) return;
    started.add(key);
    // A loader's refusal (an unknown listing) is the page's business when it is opened.
    prefetch(url).catch(() => started.delete(key));
  };

  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent);
  };
}
