/** The shape of a product card while it loads; hidden from assistive technology. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="motion-safe:animate-pulse">
      {/* The card's shape: a framed square, the material line, two lines of name, the price. */}
      <div className="aspect-square rounded-2xl bg-neutral-200/80 p-2 sm:p-2.5 lg:p-3">
        <div className="size-full rounded-xl bg-neutral-100/70" />
      </div>
      <div className="mt-3.5 space-y-2 px-1">
        <div className="h-3 w-2/5 rounded bg-neutral-200/80" />
        <div className="h-4 w-4/5 rounded bg-neutral-200/80" />
        <div className="h-4 w-1/3 rounded bg-neutral-200/80" />
      </div>
    </div>
  );
}

interface ProductGridSkeletonProps {
  count: number;
  label?: string;
}

export function ProductGridSkeleton({
  count,
  label = 'Loading products',
}: ProductGridSkeletonProps) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 sm:gap-y-12 lg:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          // Placeholders have no identity; their position is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
