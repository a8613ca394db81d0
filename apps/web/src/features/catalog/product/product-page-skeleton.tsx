/** The product page's shape while it loads, so nothing jumps when it arrives. */
export function ProductPageSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <span className="sr-only">Loading product</span>
      <div aria-hidden="true" className="motion-safe:animate-pulse">
        <div className="h-4 w-64 max-w-full rounded bg-neutral-200/80" />
        <div className="mt-6 grid gap-10 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-7">
            <div className="aspect-square rounded-3xl bg-neutral-200/80" />
            <div className="mt-4 grid grid-cols-4 gap-3 sm:gap-4">
              <div className="aspect-square rounded-2xl bg-neutral-200/80" />
              <div className="aspect-square rounded-2xl bg-neutral-200/80" />
              <div className="aspect-square rounded-2xl bg-neutral-200/80" />
            </div>
          </div>
          <div className="space-y-4 lg:col-span-5">
            <div className="h-3 w-24 rounded bg-neutral-200/80" />
            <div className="h-9 w-full rounded bg-neutral-200/80" />
            <div className="h-9 w-2/3 rounded bg-neutral-200/80" />
            <div className="h-7 w-40 rounded bg-neutral-200/80" />
            <div className="h-20 w-full rounded bg-neutral-200/80" />
            <div className="h-11 w-1/2 rounded-xl bg-neutral-200/80" />
            <div className="h-12 w-full rounded-xl bg-neutral-200/80" />
            <div className="h-13 w-full rounded-full bg-neutral-200/80" />
          </div>
        </div>
      </div>
    </div>
  );
}
