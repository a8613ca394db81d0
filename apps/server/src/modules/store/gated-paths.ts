/**
 * What the password gate covers while it is on (API.md § Store and password gate). A list of
 * what is gated, not of what is open: a new module is open until it is classified here, and the
 * shop's data is only ever behind one of these prefixes. A prefix covers itself and its sub-paths.
 *
 * Open by not being listed: /api/health, /api/ready, /api/store/*, /api/auth/*, /api/admin/*,
 * /api/subscription/*, /api/openapi.json, /api/docs*, /metrics (its own token), /media/*, static
 * assets, HTML pages (which show the gate themselves, see modules/seo/storefront-pages.ts),
 * robots.txt. Exempt inside a gated prefix, by
 * their own declaration (store-gate.ts): admin routes (GET /api/orders/all…, declared with
 * plugins/admin-scope.ts), where auth decides, and the payment webhook (`openPastGate`).
 */
const GATED_PREFIXES = [
  // Catalog.
  '/api/products',
  '/api/categories',
  // The brands and models the catalog's products fit.
  '/api/devices',
  // Coupon lookup at checkout. The rest of /api/campaigns is admin CRUD: auth applies instead.
  '/api/campaigns/search',
  // Checkout and the shopper's own order pages (issue [5]).
  '/api/payments',
  '/api/orders',
  // A review link's product and the review post (issue [15]); the admin's side is /api/admin.
  '/api/reviews',
  // The shipping step's cart reminder box and the reminder's restore link (issue [16]).
  '/api/checkouts',
  '/api/cart-reminders',
  // The storefront's funnel beacons (issue [17]): a locked shop has no shoppers to count.
  '/api/events',
  // Lists every product URL: the catalog by another name.
  '/sitemap.xml',
] as const;

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** `path` is a route pattern (`/api/products/:idOrSlug`) or a decoded request path. */
export function isGatedPath(path: string): boolean {
  return GATED_PREFIXES.some((prefix) => isUnder(path, prefix));
}
