import type { Product } from '@skins/shared';
import { type CardMaterial, ProductCard } from './product-card.tsx';

interface ProductGridProps {
  products: readonly Product[];
  hrefOf: (product: Product) => string;
  eyebrowOf?: (product: Product) => string | undefined;
  /** The look of each card's backdrop (the catalog's materialOf). */
  materialOf?: (product: Product) => CardMaterial;
  /** How many leading cards load at once (the first screenful). */
  eagerCount?: number;
  columnsClassName?: string;
}

export function ProductGrid({
  products,
  hrefOf,
  eyebrowOf,
  materialOf,
  eagerCount = 0,
  columnsClassName = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
}: ProductGridProps) {
  return (
    <ul className={`grid gap-x-4 gap-y-10 sm:gap-x-6 sm:gap-y-12 ${columnsClassName}`}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            href={hrefOf(product)}
            eyebrow={eyebrowOf?.(product)}
            material={materialOf?.(product)}
            isAboveFold={index < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}
