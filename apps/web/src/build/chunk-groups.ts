// The build's own chunk groups (vite.config.ts), shared with the first-load budget
// (bundle-budget.ts), which must know which chunk holds a module that a group captured. A
// page's first load is fewer, larger files this way: each file is compressed on its own, and the
// islands entry lists each one for every island that needs it (decision 045: the header's dozen
// files as five saved 2.5 KB gzip on every page).

/** A path pattern that works with either separator (`[\\/]`). */
const paths = (...patterns: string[]) =>
  new RegExp(patterns.map((pattern) => pattern.replaceAll('/', String.raw`[\\/]`)).join('|'));

export interface ChunkGroup {
  /** The chunk's name: its file is `assets/{name}-{hash}.js`, its manifest key `_{name}-…`. */
  name: string;
  pattern: RegExp;
}

export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  // What a browsing page runs first, and nothing of React (which islands/mount.tsx brings when
  // the first island hydrates): the runtime, the key of the chosen device it reads, and the
  // bundler's helper that loads a chunk with its dependencies.
  {
    name: 'islands-start',
    pattern: paths(
      String.raw`src/islands/runtime\.tsx$`,
      String.raw`packages/shared/src/storage-keys\.ts$`,
      'vite/preload-helper',
    ),
  },
  // What every storefront page loads first: the shop's small shared modules (paths, messages,
  // money, storage, the toasts' store) and the header's island with what it imports.
  {
    name: 'shop-core',
    pattern: paths(
      String.raw`packages/shared/src/(constants|messages|pricing|money|taxonomy|routes)\.ts$`,
      String.raw`src/lib/(paths|island|storage|open-state|wake-island|use-is-hydrated)\.tsx?$`,
      String.raw`src/islands/mount\.tsx$`,
      String.raw`components/ui/(icons\.tsx|toast/toast-store\.ts)$`,
      String.raw`features/layout/(index|nav-current|nav-links|hooks/use-scrolled-past|components/(site-header|mobile-menu|category-bar|category-menu|brand-mark))\.tsx?$`,
      String.raw`features/cart/(state/(cart-storage|cart-reducer|cart-store|cart-context|drawer-store)|components/(cart-button|cart-drawer-host)|hooks/use-is-wide-screen)\.tsx?$`,
      String.raw`features/device/(chosen-device|picker-state|components/(device-icon|device-picker-button|device-picker-host))\.tsx?$`,
      String.raw`features/content/shop-details\.ts$`,
    ),
  },
  // The product page's Add to Cart island and its device choice (the preview shares the choice).
  {
    name: 'product-purchase',
    pattern: paths(
      String.raw`features/catalog/product/(product-purchase|device-options|device-selection|use-device-selection)\.tsx?$`,
      String.raw`features/checkout/pipeline-id\.ts$`,
    ),
  },
  // Photos uploaded as they are chosen, with the review form's limits and words: the review
  // page's island and the order page's return form both need all of it, so it is one file for
  // both rather than Rolldown's shared chunk beside the constants' (one more file for the island).
  {
    name: 'photo-uploads',
    pattern: paths(
      String.raw`packages/shared/src/review-form\.ts$`,
      String.raw`src/lib/(upload-photo|use-photo-uploads)\.ts$`,
    ),
  },
];

/** The group that captures the module `id` (a path), if one does. */
export function chunkGroupOf(id: string): ChunkGroup | undefined {
  return CHUNK_GROUPS.find((group) => group.pattern.test(id));
}
