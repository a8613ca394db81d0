import { ProductImage } from './product-image.tsx';

// Thumbnails are square; fixed dimensions reserve the space before the image loads.
export const THUMBNAIL_SIZE_PX = 320;

/**
 * The card's rendered width at each breakpoint: rails are 62% / 38% / a quarter of the 7xl
 * container (1216 px of content); grids are narrower, so these are upper bounds.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 38vw, 62vw';

interface ProductCardImageProps {
  src: string;
  isAboveFold: boolean;
}

/** Decorative: the product name below the image is the card link's accessible name. */
export function ProductCardImage({ src, isAboveFold }: ProductCardImageProps) {
  return (
    <ProductImage
      src={src}
      // An upload's srcset over its stored widths consults it; artwork has none, but one sizes
      // for every card keeps it simple.
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
