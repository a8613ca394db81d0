import { type Product, uploadUrlAs } from '@skins/shared';
import type { Preload } from './page-meta.ts';

/**
 * A product page's largest paint is the gallery's first image. The page is a document (decision
 * 045): the product comes in its HTML, so only the image is asked for ahead, from `<head>`, before
 * the parser reaches the gallery (on a phone on slow 4G, 4× CPU, the image showed ~0.6 s sooner
 * when the page still waited for its scripts: LCP 3.9 s → 3.3 s). The storefront asks the API for
 * nothing on this page, so a hint for `GET /api/products/{idOrSlug}` would be a wasted download.
 */
export function productPreloads(product: Product): Preload[] {
  const firstImage = product.images[0];
  return firstImage ? [imagePreload(firstImage)] : [];
}

/**
 * The gallery's first image as the browser will pick it. An upload is a `<picture>` whose AVIF
 * `<source>` names one file, its `src`'s width: that file, typed, so a browser that cannot read
 * AVIF skips the hint and finds the WebP `<img>` in the HTML. Hinting the WebP too would make
 * every other browser download both. Artwork is the one SVG.
 */
function imagePreload(url: string): Preload {
  const avif = uploadUrlAs(url, 'avif');
  return avif ? { as: 'image', href: avif, type: 'image/avif' } : { as: 'image', href: url };
}
