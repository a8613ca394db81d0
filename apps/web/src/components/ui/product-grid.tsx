import { type CardMaterial, ProductCard, type ProductCardProduct } from './product-card.tsx';

/** What a grid needs of a product: its card's fields and a key. */
interface GridProduct extends ProductCardProduct {
  _id: string;
}

interface ProductGridProps<Item extends GridProduct> {
  products: readonly Item[];
  hrefOf: (product: Item) => string;
  eyebrowOf?: (product: Item) => string | undefined;
  /** The look of each card's backdrop (the catalog's materialOf). */
  materialOf?: (product: Item) => CardMaterial;
  /** How many leading cards load at once (the first screenful). */
  eagerCount?: number;
  columnsClassName?: string;
}

export function ProductGrid<Item extends GridProduct>({
  products,
  hrefOf,
  eyebrowOf,
  materialOf,
  eagerCount = 0,
  columnsClassName = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
}: ProductGridProps<Item>) {
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
