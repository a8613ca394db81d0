import type { IslandRegistry } from './runtime.tsx';

/**
 * Every island's code by its name (the name given to `island()`), each its own chunk, fetched
 * when the runtime hydrates that island; the runtime checks that the module's island carries the
 * same name, and registry.test.ts loads every entry.
 */
export const ISLANDS: IslandRegistry = {
  header: async () => (await import('#features/layout/index.ts')).HeaderIsland,
  toasts: async () => (await import('#ui/toast/toast-host.tsx')).ToastsIsland,
  newsletter: async () => (await import('#features/newsletter/index.ts')).NewsletterIsland,
  // The product page's: each its own chunk (the preview, below the fold on a phone, on sight).
  gallery: async () =>
    (await import('#features/catalog/product/product-gallery.tsx')).GalleryIsland,
  purchase: async () =>
    (await import('#features/catalog/product/product-purchase.tsx')).PurchaseIsland,
  preview: async () =>
    (await import('#features/catalog/product/preview/device-preview.tsx')).PreviewIsland,
  // The product page's reviews (sort, star filter, more, photos), on sight.
  reviews: async () =>
    (await import('#features/product-reviews/product-reviews.tsx')).ProductReviewsIsland,
  // A listing's toolbar, grid and pagination; the search page's results.
  listing: async () =>
    (await import('#features/catalog/listing/listing-results.tsx')).ListingResultsIsland,
  'search-results': async () =>
    (await import('#features/catalog/search/search-results.tsx')).SearchResultsIsland,
  // The closed gate's password form.
  unlock: async () => (await import('#features/gate/components/unlock-form.tsx')).UnlockIsland,
  // The tracking page's: "Find my order", and the cancellation request (with the order's token).
  'order-lookup': async () =>
    (await import('#features/orders/tracking/order-lookup-form.tsx')).OrderLookupIsland,
  'cancel-request': async () =>
    (await import('#features/orders/confirmation/cancel-request.tsx')).CancelRequestIsland,
  // The review page's form (stars, text, photos).
  'review-form': async () => (await import('#features/reviews/review-form.tsx')).ReviewFormIsland,
};
