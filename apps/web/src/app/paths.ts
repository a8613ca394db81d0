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
  login: () => '/login',
} as const;
