import { matchRoutes, type RouteObject } from 'react-router';

// Product and listing links: the pages a shopper moves between while browsing.
const PREFETCHED_PATHS = /^\/(product|category)\//;
// One URL of each, to find their routes' modules.
const PREFETCHED_SAMPLES = ['/product/x', '/category/x'];

/** The link's URL when it opens a product or a listing of this shop; null for anything else. */
function prefetchedUrl(anchor: Element | null, root: Document): URL | null {
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = new URL(anchor.href, root.location.href);
  return url.origin === root.location.origin && PREFETCHED_PATHS.test(url.pathname) ? url : null;
}

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
    const url = prefetchedUrl(anchor, root);
    if (!url) return;
    const key = `${url.pathname}${url.search}`;
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

/**
 * Loads a page's code as soon as a link to it is on screen. A phone has no hover, and a tap
 * leaves no time to fetch anything, but the route's chunk is the same for every product (and for
 * every listing), so the first card in sight brings it in. Data still waits for intent: a listing
 * shows two dozen product links, and fetching each on sight would spend a phone's bandwidth on
 * pages never opened. Stops watching once both pages' code is in. Returns a function that stops.
 */
export function prefetchCodeOnSight(routes: RouteObject[], root: Document = document): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const pending = new Set(
    PREFETCHED_SAMPLES.flatMap((path) => matchRoutes(routes, path) ?? [])
      .map(({ route }) => route)
      .filter((route) => typeof route.lazy === 'function'),
  );
  if (pending.size === 0) return () => undefined;

  const load = (url: URL) => {
    for (const { route } of matchRoutes(routes, url.pathname) ?? []) {
      if (typeof route.lazy !== 'function' || !pending.delete(route)) continue;
      // A chunk that failed (offline) is tried again by the next link in sight.
      Promise.resolve(route.lazy()).catch(() => pending.add(route));
    }
    if (pending.size === 0) stop();
  };
  const sight = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      sight.unobserve(entry.target);
      const url = prefetchedUrl(entry.target, root);
      if (url) load(url);
    }
  });
  const watch = (node: Element) => {
    const anchors = [
      ...(node.matches('a[href]') ? [node] : []),
      ...node.querySelectorAll('a[href]'),
    ];
    for (const anchor of anchors) if (prefetchedUrl(anchor, root)) sight.observe(anchor);
  };
  // Pages and rails render after the first look: links added later are watched too.
  const additions = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) watch(node);
    }
  });
  function stop() {
    sight.disconnect();
    additions.disconnect();
  }

  watch(root.documentElement);
  additions.observe(root.documentElement, { childList: true, subtree: true });
  return stop;
}

/** Both: code on sight, code and data on intent. Returns a function that stops both. */
export function prefetchLinks(routes: RouteObject[], root: Document = document): () => void {
  const stops = [prefetchCodeOnSight(routes, root), prefetchOnIntent(routes, root)];
  return () => {
    for (const stop of stops) stop();
  };
}
