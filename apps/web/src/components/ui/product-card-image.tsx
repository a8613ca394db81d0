import { IMAGE_WIDTHS_PX } from '@skins/shared';

// Thumbnails are square; fixed dimensions reserve the space before the image loads.
export const THUMBNAIL_SIZE_PX = 320;

/**
 * The card's rendered width at each breakpoint: rails are 62% / 38% / a quarter of the 7xl
 * container (1216 px of content); grids are narrower, so these are upper bounds.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 38vw, 62vw';

// Uploads are stored as `/media/uploads/{id}/{width}.webp` at every width of IMAGE_WIDTHS_PX;
// artwork is SVG, one file for every density.
const UPLOAD_VARIANT = /^(.*\/media\/uploads\/[0-9a-f-]+\/)\d+\.webp$/;

/** A srcset over the upload's stored widths, or undefined when the image has no variants. */
export function thumbnailSrcSet(url: string): string | undefined {
  const folder = UPLOAD_VARIANT.exec(url)?.[1];
  if (folder === undefined) return undefined;
  return IMAGE_WIDTHS_PX.map((width) => `${folder}${width}.webp ${width}w`).join(', ');
}

interface ProductCardImageProps {
  src: string;
  isAboveFold: boolean;
}

/** Decorative: the product name below the image is the card link's accessible name. */
export function ProductCardImage({ src, isAboveFold }: ProductCardImageProps) {
  const srcSet = thumbnailSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      // Only a srcset consults it; artwork has none, but one sizes for every card keeps it simple.
      sizes={CARD_IMAGE_SIZES}
      alt=""
      width={THUMBNAIL_SIZE_PX}
      height={THUMBNAIL_SIZE_PX}
      loading={isAboveFold ? 'eager' : 'lazy'}
      // The first row is the page's largest paint: fetch it before other images.
      fetchPriority={isAboveFold ? 'high' : 'auto'}
      decoding="async"
      className="size-full object-cover transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.04]"
    />
  );
}
