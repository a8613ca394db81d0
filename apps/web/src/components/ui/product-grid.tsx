import type { Product } from '@skins/shared';
import { ProductCard } from './product-card.tsx';

interface ProductGridProps {
  products: readonly Product[];
  hrefOf: (product: Product) => string;
  eyebrowOf?: (product: Product) => string | undefined;
  /** How many leading cards load at once (the first screenful). */
  eagerCount?: number;
  columnsClassName?: string;
}

export function ProductGrid({
  products,
  hrefOf,
  eyebrowOf,
  eagerCount = 0,
  columnsClassName = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
}: ProductGridProps) {
  return (
    <ul className={`grid gap-x-4 gap-y-10 sm:gap-x-6 ${columnsClassName}`}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            href={hrefOf(product)}
            eyebrow={eyebrowOf?.(product)}
            isAboveFold={index < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}
