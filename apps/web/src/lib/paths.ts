import type { CategorySlug, ProductTypeName } from '@skins/shared';

/** The policy pages of spec §2, in the order the footer lists them. */
export const POLICY_SLUGS = ['shipping', 'returns', 'privacy', 'terms'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** Every URL the storefront links to (spec §2), built in one place. */
export const paths = {
  home: () => '/',
  categoryRoot: () => '/category',
  category: (slug: CategorySlug, type?: ProductTypeName) =>
    type ? `/category/${slug}/${type}` : `/category/${slug}`,
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  search: (query: string) => `/search?${new URLSearchParams({ query })}`,
  about: () => '/about',
  blog: () => '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  contact: () => '/contact',
  faq: () => '/faq',
  policy: (policy: PolicySlug) => `/policies/${policy}`,
  sizeGuide: () => '/size-guide',
  cart: () => '/cart',
  checkout: () => '/checkout',
  /** Spec §2: a cart checkout; `pipelineId` is fresh for each visit to /checkout. */
  checkoutPipeline: (pipelineId: string, action = 'pay') =>
    `/checkout/p/${encodeURIComponent(pipelineId)}/${encodeURIComponent(action)}`,
  /** Spec §2: buy one product now; the chosen device rides along in the query. */
  buyNow: (pipelineId: string, productId: string, device?: { brand?: string; model?: string }) => {
    const query = new URLSearchParams();
    if (device?.brand) query.set('brand', device.brand);
    if (device?.model) query.set('model', device.model);
    const search = query.toString();
    return `/checkout/p/${encodeURIComponent(pipelineId)}/buy-now/${encodeURIComponent(productId)}${search ? `?${search}` : ''}`;
  },
  orderConfirmation: (orderId: string) => `/order-confirmation/${encodeURIComponent(orderId)}`,
  trackOrder: (orderId?: string) =>
    orderId ? `/track-order?${new URLSearchParams({ id: orderId })}` : '/track-order',
  login: () => '/login',
} as const;
