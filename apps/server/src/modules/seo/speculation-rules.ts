import { STOREFRONT_ROUTES } from '@skins/shared';

/** Where the storefront's speculation rules are served; every storefront page names it. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** The `Speculation-Rules` header's value: a structured-field list of one string. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

// React Router's patterns (`/category/:category/:type?`) are URL Pattern syntax too.
const documentPaths = Object.values(STOREFRONT_ROUTES)
  .filter((route) => route.render === 'document')
  .map((route) => route.path);

/**
 * ARCHITECTURE.md decision 6, issue [13]: moving between browsing pages is ordinary navigation
 * made instant. Chromium fetches a browsing page's document when a pointer rests on its link
 * (moderate: ~200 ms of hover, or a touch) and prerenders a product page the same way, so the
 * tap shows a page already loaded. Client-app pages (cart, checkout, admin) are never
 * speculated: they are not documents, and a prefetch must not start a checkout.
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      source: 'document',
      where: { href_matches: documentPaths },
      eagerness: 'moderate',
    },
  ],
  prerender: [
    {
      source: 'document',
      where: { href_matches: STOREFRONT_ROUTES.product.path },
      eagerness: 'moderate',
    },
  ],
} as const;
