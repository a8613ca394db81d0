import { formatInr, type Product, rupeesToPaise } from '@skins/shared';
import { Price } from '#ui/price.tsx';

type PricedProduct = Pick<Product, 'price' | 'compareAtPrice'>;

/** Whole-percent saving against the compare-at price; null when there is no real saving. */
export function savingOf(product: PricedProduct): { paise: number; percent: number } | null {
  if (product.compareAtPrice === null || product.compareAtPrice <= product.price) return null;
  const compareAt = rupeesToPaise(product.compareAtPrice);
  const paise = compareAt - rupeesToPaise(product.price);
  return { paise, percent: Math.floor((paise * 100) / compareAt) };
}

export function ProductPrice({ product }: { product: PricedProduct }) {
  const saving = savingOf(product);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Price
        className="text-2xl"
        amountInPaise={rupeesToPaise(product.price)}
        compareAtInPaise={
          product.compareAtPrice === null ? null : rupeesToPaise(product.compareAtPrice)
        }
      />
      {saving && (
        // amber-800, not the accent: small text on the tinted pill needs the darker shade for 4.5:1.
        <p className="rounded-full bg-accent/10 px-3 py-1 font-semibold text-amber-800 text-xs">
          Save {formatInr(saving.paise)} ({saving.percent}% off)
        </p>
      )}
    </div>
  );
}
