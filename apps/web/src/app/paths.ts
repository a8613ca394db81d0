import type { CategorySlug, ProductTypeName } from '@skins/shared';

/** Every URL the storefront links to (spec §2), built in one place. */
export const paths = {
  home: () => '/',
  category: (slug: CategorySlug, type?: ProductTypeName) =>
    type ? `/category/${slug}/${type}` : `/category/${slug}`,
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  search: (query: string) => `/search?${new URLSearchParams({ query })}`,
  cart: () => '/cart',
  checkout: () => '/checkout',
  login: () => '/login',
} as const;
