import { type Product, rupeesToPaise } from '@skins/shared';
import { Price } from './price.tsx';
import { ProductCardImage } from './product-card-image.tsx';
import { ratingInWords, Stars } from './stars.tsx';

export type ProductCardProduct = Pick<
  Product,
  'name' | 'thumbnail' | 'price' | 'compareAtPrice' | 'rating' | 'soldOut'
>;

/**
 * The look the card's backdrop and swatch take: `id` names a `material-{id}` class of
 * styles.css. The catalog feature derives it (features/catalog/materials); this layer may not
 * import features, so it arrives as a prop.
 */
export interface CardMaterial {
  id: string;
  label: string;
}

interface ProductCardProps {
  product: ProductCardProduct;
  href: string;
  /** A short line above the name, e.g. the device type. */
  eyebrow?: string;
  /** What the skin is made to look like; without it the backdrop is plain. */
  material?: CardMaterial;
  /** Cards in the first screenful load at once; the rest wait until scrolled near. */
  isAboveFold?: boolean;
}

// Lift on hover, settle on press; motion only when the shopper has not asked for less of it
// (the shadow still answers, so the states stay visible without movement).
const MEDIA =
  'material-surface relative aspect-square rounded-2xl p-2 shadow-neutral-900/10 shadow-sm ring-1 ring-neutral-900/5 transition duration-300 ease-out group-hover:shadow-lg group-active:shadow-sm motion-safe:group-hover:-translate-y-1 motion-safe:group-active:translate-y-0 motion-safe:group-active:scale-[0.98] sm:p-2.5 lg:p-3';

export function ProductCard({
  product,
  href,
  eyebrow,
  material,
  isAboveFold = false,
}: ProductCardProps) {
  const isSoldOut = product.soldOut === true;
  const isOnSale =
    !isSoldOut && product.compareAtPrice !== null && product.compareAtPrice > product.price;
  const materialClass = `material-${material?.id ?? 'vinyl'}`;
  return (
    // relative: contains the price's visually hidden labels, which would otherwise escape a scroller.
    <a
      href={href}
      data-material={material?.id}
      className="group relative block rounded-2xl [-webkit-tap-highlight-color:transparent] focus-visible:outline-offset-4"
    >
      <div className={`${MEDIA} ${materialClass}`}>
        <div className="size-full overflow-hidden rounded-xl bg-neutral-100 shadow-[0_1px_3px_rgb(0_0_0/0.18)]">
          <div className={isSoldOut ? 'size-full opacity-60' : 'size-full'}>
            <ProductCardImage src={product.thumbnail} isAboveFold={isAboveFold} />
          </div>
        </div>
        {isOnSale && (
          <span
            aria-hidden="true"
            className="absolute top-4 left-4 rounded-full bg-accent px-2.5 py-1 font-semibold text-white text-xs tracking-wide shadow-sm sm:top-4.5 sm:left-4.5 lg:top-5 lg:left-5"
          >
            Sale
          </span>
        )}
        {isSoldOut && (
          // Text, not decoration: it is part of the link's name (decision 065).
          <span className="absolute top-4 left-4 rounded-full bg-charcoal-900 px-2.5 py-1 font-semibold text-white text-xs tracking-wide shadow-sm sm:top-4.5 sm:left-4.5 lg:top-5 lg:left-5">
            Sold out
          </span>
        )}
      </div>
      <div className="mt-3.5 space-y-1 px-1">
        {(material || eyebrow) && (
          <p className="flex min-w-0 items-center gap-1.5 font-medium text-neutral-500 text-xs tracking-wider uppercase">
            {material && (
              <>
                <span
                  aria-hidden="true"
                  className={`material-swatch ${materialClass} size-3 shrink-0 rounded-full ring-1 ring-neutral-900/15`}
                />
                <span className="text-neutral-700">{material.label}</span>
              </>
            )}
            {material && eyebrow && <span aria-hidden="true">·</span>}
            {eyebrow && <span className="truncate">{eyebrow}</span>}
          </p>
        )}
        <h3 className="line-clamp-2 font-medium text-neutral-900 text-sm leading-snug transition-colors group-hover:text-accent sm:text-base">
          {product.name}
        </h3>
        <CardRating rating={product.rating ?? null} />
        <Price
          className="text-sm sm:text-base"
          amountInPaise={rupeesToPaise(product.price)}
          compareAtInPaise={
            product.compareAtPrice === null ? null : rupeesToPaise(product.compareAtPrice)
          }
        />
      </div>
    </a>
  );
}

/**
 * Stars, the average and the count of published reviews. The row keeps its height on a card
 * without reviews, so the cards of one row keep their prices level (decision 056).
 */
function CardRating({ rating }: { rating: Product['rating'] | null }) {
  return (
    <p className="flex h-4 items-center gap-1.5 text-neutral-500 text-xs">
      {rating && (
        <>
          <Stars rating={rating.average} size="sm" />
          <span aria-hidden="true">
            <span className="font-semibold text-neutral-800">{rating.average.toFixed(1)}</span> (
            {rating.count})
          </span>
          <span className="sr-only">{ratingInWords(rating.average, rating.count)}</span>
        </>
      )}
    </p>
  );
}
