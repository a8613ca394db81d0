import { type PolicySlug, type ProductTypeName, storefrontPath } from '@skins/shared';

/**
 * Every storefront URL the shop links to (spec §2), built from the one route table
 * (STOREFRONT_ROUTES in packages/shared) that the router and the server's 404 answer also use.
 */
export const paths = {
  home: () => storefrontPath('home'),
  categoryRoot: () => storefrontPath('categories'),
  category: (slug: string, type?: ProductTypeName) =>
    storefrontPath('category', type ? { category: slug, type } : { category: slug }),
  product: (slug: string) => storefrontPath('product', { idOrSlug: slug }),
  search: (query: string) => `${storefrontPath('search')}?${new URLSearchParams({ query })}`,
  /** The results page itself: a search form's action. */
  searchPage: () => storefrontPath('search'),
  about: () => storefrontPath('about'),
  blog: () => storefrontPath('blog'),
  blogPost: (slug: string) => storefrontPath('blogPost', { slug }),
  contact: () => storefrontPath('contact'),
  faq: () => storefrontPath('faq'),
  policy: (policy: PolicySlug) => storefrontPath('policy', { policy }),
  sizeGuide: () => storefrontPath('sizeGuide'),
  cart: () => storefrontPath('cart'),
  /** A cart reminder mail's link, which restores its cart in any browser. */
  cartRestore: (token: string) => storefrontPath('cartRestore', { token }),
  checkout: () => storefrontPath('checkout'),
  /** Spec §2: a cart checkout; `pipelineId` is fresh for each visit to /checkout. */
  checkoutPipeline: (pipelineId: string, action = 'pay') =>
    storefrontPath('checkoutPipeline', { pipelineId, action }),
  /** Spec §2: buy one product now; the chosen device rides along in the query. */
  buyNow: (pipelineId: string, productId: string, device?: { brand?: string; model?: string }) => {
    const query = new URLSearchParams();
    if (device?.brand) query.set('brand', device.brand);
    if (device?.model) query.set('model', device.model);
    const search = query.toString();
    const path = storefrontPath('checkoutPipeline', { pipelineId, action: 'buy-now', productId });
    return search ? `${path}?${search}` : path;
  },
  orderConfirmation: (orderId: string) => storefrontPath('orderConfirmation', { orderId }),
  /** The whole order, opened by its token (the confirmation mail's link). */
  orderWithToken: (token: string, orderId?: string) =>
    `${storefrontPath('orderConfirmation', orderId ? { orderId } : {})}?${new URLSearchParams({ token })}`,
  /** The tracking page; with the token, it also links to the whole order (the mails' link). */
  trackOrder: (orderId?: string, token?: string) => {
    const path = storefrontPath('trackOrder');
    if (!orderId) return path;
    return `${path}?${new URLSearchParams(token ? { id: orderId, token } : { id: orderId })}`;
  },
  unsubscribe: () => storefrontPath('unsubscribe'),
  /** The review request mail's link for one order line. */
  review: (token: string) => storefrontPath('review', { token }),
  /** The admin's sign-in: not a storefront page, but the storefront's bundle knows its address. */
  login: () => '/login',
} as const;
