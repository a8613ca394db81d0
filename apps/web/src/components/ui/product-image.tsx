import { uploadSrcSet, uploadUrlAs } from '@skins/shared';
import type { ComponentProps } from 'react';

type ProductImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  src: string;
  alt: string;
};

/**
 * A product image as the shop stores it. An upload is a `<picture>`: its AVIF first, for the
 * browsers that read it, then the WebP `<img>`. With `sizes` both offer every stored width (a
 * srcset of widths means nothing without it); without, the one width `src` names. Artwork, one
 * SVG for every density, is the plain `<img>`. Only the URL decides, so the server's HTML and
 * the browser's first render are the same.
 */
export function ProductImage({ src, alt, sizes, ...props }: ProductImageProps) {
  const isResponsive = sizes !== undefined;
  const avif = isResponsive ? uploadSrcSet(src, 'avif') : uploadUrlAs(src, 'avif');
  const webp = isResponsive ? uploadSrcSet(src, 'webp') : undefined;
  const image = <img src={src} srcSet={webp} sizes={sizes} alt={alt} {...props} />;
  if (avif === undefined) return image;
  return (
    // contents: the picture draws no box, so the image lays out exactly as it would alone.
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {image}
    </picture>
  );
}
