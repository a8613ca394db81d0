import { type Product, rupeesToPaise } from '@skins/shared';
import { Link } from 'react-router';
import { Price } from './price.tsx';

// Thumbnails are square artwork; fixed dimensions reserve the space before the image loads.
const THUMBNAIL_SIZE_PX = 400;

type ProductCardProduct = Pick<Product, 'name' | 'thumbnail' | 'price' | 'compareAtPrice'>;

interface ProductCardProps {
  product: ProductCardProduct;
  href: string;
}

export function ProductCard({ product, href }: ProductCardProps) {
  const isOnSale = product.compareAtPrice !== null && product.compareAtPrice > product.price;
  return (
    <Link to={href} className="group block rounded-2xl focus-visible:outline-offset-4">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-neutral-100 ring-1 ring-neutral-200">
        {/* Decorative: the product name below is the link's accessible name. */}
        <img
          src={product.thumbnail}
          alt=""
          width={THUMBNAIL_SIZE_PX}
          height={THUMBNAIL_SIZE_PX}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition duration-300 motion-safe:group-hover:scale-105"
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
        <h3 className="font-medium text-neutral-900 group-hover:text-accent">{product.name}</h3>
        <Price
          amountInPaise={rupeesToPaise(product.price)}
          compareAtInPaise={
            product.compareAtPrice === null ? null : rupeesToPaise(product.compareAtPrice)
          }
        />
      </div>
    </Link>
  );
}
