import type { IslandRegistry } from './runtime.tsx';

/**
 * Every island's module by its name (the name given to `island()`), each its own chunk, fetched
 * when the runtime hydrates that island; the runtime takes the module's export of that name, and
 * registry.test.ts loads every entry.
 */
export const ISLANDS: IslandRegistry = {
  header: () => import('#features/layout/index.ts'),
  toasts: () => import('#ui/toast/toast-host.tsx'),
  newsletter: () => import('#features/newsletter/index.ts'),
  // The product page's: each its own chunk (the preview, below the fold on a phone, on sight).
  gallery: () => import('#features/catalog/product/product-gallery.tsx'),
  purchase: () => import('#features/catalog/product/product-purchase.tsx'),
  preview: () => import('#features/catalog/product/preview/device-preview.tsx'),
  // The product page's reviews (sort, star filter, more, photos), on sight.
  reviews: () => import('#features/product-reviews/product-reviews.tsx'),
  // A listing's toolbar, grid and pagination; the search page's results.
  listing: () => import('#features/catalog/listing/listing-results.tsx'),
  'search-results': () => import('#features/catalog/search/search-results.tsx'),
  // The closed gate's password form.
  unlock: () => import('#features/gate/components/unlock-form.tsx'),
  // The tracking page's: "Find my order", and the cancellation request (with the order's token).
  'order-lookup': () => import('#features/orders/tracking/order-lookup-form.tsx'),
  'cancel-request': () => import('#features/orders/confirmation/cancel-request.tsx'),
  // The review page's form (stars, text, photos).
  'review-form': () => import('#features/reviews/review-form.tsx'),
};
