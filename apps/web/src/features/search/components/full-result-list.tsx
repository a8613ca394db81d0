import { formatInr, type Product, rupeesToPaise, type ShopCategory } from '@skins/shared';
import { paths } from '#lib/paths.ts';
import { ProductImage } from '#ui/product-image.tsx';
import { productTypeLine } from '../product-type-label.ts';
import { HighlightMatch } from './highlight-match.tsx';

const THUMB_PX = 80;

interface FullResultListProps {
  products: Product[];
  term: string;
  /** The shop's categories (the header's, decision 067): each line names its category. */
  categories: readonly ShopCategory[];
  onPick: () => void;
}

export function FullResultList({ products, term, categories, onPick }: FullResultListProps) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-result-list>
      {products.map((product) => {
        const isOnSale = product.compareAtPrice !== null && product.compareAtPrice > product.price;
        return (
          <li key={product._id}>
            <a
              href={paths.product(product.slug)}
              onClick={onPick}
              className="group flex h-full items-center gap-4 rounded-2xl bg-white/[0.03] p-3 ring-1 ring-white/5 transition hover:bg-white/[0.07] hover:ring-white/15 focus-visible:bg-white/[0.07]"
            >
              <ProductImage
                src={product.thumbnail}
                alt=""
                width={THUMB_PX}
                height={THUMB_PX}
                decoding="async"
                className="size-20 shrink-0 rounded-xl bg-white/5 object-cover ring-1 ring-white/10"
              />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 font-medium text-neutral-100 text-sm leading-5 group-hover:text-white">
                  <HighlightMatch text={product.name} term={term} />
                </span>
                <span className="mt-1 block truncate text-neutral-400 text-xs tracking-wide">
                  {productTypeLine(product, categories)}
                </span>
                <span className="mt-1.5 flex flex-wrap items-baseline gap-x-2 text-sm">
                  {isOnSale && <span className="sr-only">Sale price</span>}
                  <span className="font-semibold text-white tabular-nums">
                    {formatInr(rupeesToPaise(product.price))}
                  </span>
                  {isOnSale && product.compareAtPrice !== null && (
                    <>
                      <span className="sr-only">Regular price</span>
                      <s className="text-neutral-500 text-xs tabular-nums">
                        {formatInr(rupeesToPaise(product.compareAtPrice))}
                      </s>
                    </>
                  )}
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
