/** The policy pages of spec §2, in the order the footer lists them. */
export const POLICY_SLUGS = ['shipping', 'returns', 'privacy', 'terms'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export interface StorefrontRoute {
  /** React Router's pattern syntax: `:name` is one segment, `:name?` an optional last one. */
  path: string;
  /** False keeps the page out of search engines (robots `noindex`, no canonical, no sitemap). */
  isIndexable: boolean;
  /** The only values a parameter takes; any other value is an unknown page (404). */
  paramValues?: Record<string, readonly string[]>;
  /**
   * `document`: a browsing page, server-rendered HTML with React islands, no client app;
   * `app`: the client app (React Router, TanStack Query) hydrates it whole
   * (docs/decisions/045-storefront-islands.md).
   */
  render: 'document' | 'app';
  /**
   * Opens without the store password (the newsletter's unsubscribe link works for anyone holding
   * the mail, as its API does); every other page shows the gate while it is closed.
   */
  isGateExempt?: true;
}

/**
 * Every storefront page (spec §2), declared once: the web router mounts one route per entry (the
 * key is its route id), the link builders (apps/web/src/lib/paths.ts) fill these patterns, and
 * the server answers 404 for a path none matches and keeps non-indexable pages out of search
 * engines (apps/server/src/modules/seo/client-routes.ts). Sign-in and the admin are not
 * storefront pages: they are never indexed and have their own routes.
 */
export const STOREFRONT_ROUTES = {
  home: { path: '/', isIndexable: true, render: 'document' },
  /** Redirects to the first category. */
  categories: { path: '/category', isIndexable: true, render: 'app' },
  category: { path: '/category/:category/:type?', isIndexable: true, render: 'document' },
  product: { path: '/product/:idOrSlug', isIndexable: true, render: 'document' },
  search: { path: '/search', isIndexable: false, render: 'document' },
  cart: { path: '/cart', isIndexable: false, render: 'app' },
  /** A cart reminder mail's link (issue [16]): puts its lines in this browser's cart. */
  cartRestore: { path: '/cart/restore/:token', isIndexable: false, render: 'app' },
  /** Redirects to a fresh checkout pipeline. */
  checkout: { path: '/checkout', isIndexable: false, render: 'app' },
  checkoutPipeline: {
    path: '/checkout/p/:pipelineId/:action/:productId?',
    isIndexable: false,
    render: 'app',
  },
  orderConfirmation: { path: '/order-confirmation/:orderId?', isIndexable: false, render: 'app' },
  trackOrder: { path: '/track-order', isIndexable: false, render: 'document' },
  about: { path: '/about', isIndexable: true, render: 'document' },
  blog: { path: '/blog', isIndexable: true, render: 'document' },
  blogPost: { path: '/blog/:slug', isIndexable: true, render: 'document' },
  contact: { path: '/contact', isIndexable: true, render: 'document' },
  faq: { path: '/faq', isIndexable: true, render: 'document' },
  policy: {
    path: '/policies/:policy',
    isIndexable: true,
    paramValues: { policy: POLICY_SLUGS },
    render: 'document',
  },
  sizeGuide: { path: '/size-guide', isIndexable: true, render: 'document' },
  unsubscribe: { path: '/unsubscribe', isIndexable: false, render: 'app', isGateExempt: true },
  /** The review request mail's link for one order line (issue [15]); behind the gate. */
  review: { path: '/review/:token', isIndexable: false, render: 'document' },
} as const satisfies Record<string, StorefrontRoute>;

export type StorefrontPage = keyof typeof STOREFRONT_ROUTES;

type ParamOf<Segment extends string> = Segment extends `:${infer Name}?`
  ? { [Key in Name]?: string }
  : Segment extends `:${infer Name}`
    ? { [Key in Name]: string }
    : unknown;

type ParamsOfPath<Path extends string> = Path extends `${infer Segment}/${infer Rest}`
  ? ParamOf<Segment> & ParamsOfPath<Rest>
  : ParamOf<Path>;

/** The parameters a page's path takes, e.g. `{ category: string; type?: string }`. */
type StorefrontParams<Page extends StorefrontPage> = ParamsOfPath<
  (typeof STOREFRONT_ROUTES)[Page]['path']
>;

type ParamsArgument<Page extends StorefrontPage> =
  Record<string, never> extends StorefrontParams<Page>
    ? [params?: StorefrontParams<Page>]
    : [params: StorefrontParams<Page>];

/** A page's path with its parameters filled in, each encoded as one URL segment. */
export function storefrontPath<Page extends StorefrontPage>(
  page: Page,
  ...[params]: ParamsArgument<Page>
): string {
  const values: Partial<Record<string, string>> = params ?? {};
  return STOREFRONT_ROUTES[page].path.replace(
    /\/:(\w+)(\?)?/g,
    (_segment, name: string, optional?: string) => {
      const value = values[name];
      if (value !== undefined) return `/${encodeURIComponent(value)}`;
      if (optional) return '';
      throw new Error(`${page}: missing the ${name} parameter`);
    },
  );
}
