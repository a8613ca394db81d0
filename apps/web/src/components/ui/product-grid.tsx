import type { Product } from '@skins/shared';
import { ProductCard } from './product-card.tsx';

interface ProductGridProps {
  products: readonly Product[];
  hrefOf: (product: Product) => string;
}

export function ProductGrid({ products, hrefOf }: ProductGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} href={hrefOf(product)} />
        </li>
      ))}
    </ul>
  );
}
