import { type Product, rupeesToPaise } from '@skins/shared';
import { Link } from 'react-router';
import { Price } from './price.tsx';

// Thumbnails are square artwork; fixed dimensions reserve the space before the image loads.
const THUMBNAIL_SIZE_PX = 320;

type ProductCardProduct = Pick<Product, 'name' | 'thumbnail' | 'price' | 'compareAtPrice'>;

interface ProductCardProps {
  product: ProductCardProduct;
  href: string;
  /** A short line above the name, e.g. the device type. */
  eyebrow?: string;
  /** Cards in the first screenful load at once; the rest wait until scrolled near. */
  isAboveFold?: boolean;
}

export function ProductCard({ product, href, eyebrow, isAboveFold = false }: ProductCardProps) {
  const isOnSale = product.compareAtPrice !== null && product.compareAtPrice > product.price;
  return (
    // relative: contains the price's visually hidden labels, which would otherwise escape a scroller.
    <Link to={href} className="group relative block rounded-2xl focus-visible:outline-offset-4">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-neutral-100 ring-1 ring-neutral-900/5">
        {/* Decorative: the product name below is the link's accessible name. */}
        <img
          src={product.thumbnail}
          alt=""
          width={THUMBNAIL_SIZE_PX}
          height={THUMBNAIL_SIZE_PX}
          loading={isAboveFold ? 'eager' : 'lazy'}
          // The first row is the page's largest paint: fetch it before other images.
          fetchPriority={isAboveFold ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover transition duration-500 ease-out motion-safe:group-hover:scale-105"
        />
        {isOnSale && (
          <span
            aria-hidden="true"
            className="absolute top-3 left-3 rounded-full bg-accent px-2.5 py-1 font-semibold text-white text-xs tracking-wide"
          >
            Sale
          </span>
        )}
      </div>
      <div className="mt-3 space-y-1 px-1">
        {eyebrow && (
          <p className="font-medium text-neutral-500 text-xs tracking-wider uppercase">{eyebrow}</p>
        )}
        <h3 className="line-clamp-2 font-medium text-neutral-900 text-sm leading-snug group-hover:text-accent sm:text-base">
          {product.name}
        </h3>
        <Price
          className="text-sm sm:text-base"
          amountInPaise={rupeesToPaise(product.price)}
          compareAtInPaise={
            product.compareAtPrice === null ? null : rupeesToPaise(product.compareAtPrice)
          }
        />
      </div>
    </Link>
  );
}
