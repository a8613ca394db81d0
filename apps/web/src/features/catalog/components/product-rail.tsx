import type { Product } from '@skins/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { ProductCard } from '#ui/product-card.tsx';
import { ProductCardSkeleton } from '#ui/product-card-skeleton.tsx';
import { QueryError } from '#ui/query-error.tsx';
import { materialOf } from '../materials/material-of.ts';
import { productHref, productTypeLabel } from '../product-links.ts';

const SKELETON_COUNT = 4;

/** What the rail needs of a query; the products may be derived from a list answer. */
interface RailQuery {
  data: readonly Product[] | undefined;
  isPending: boolean;
  isError: boolean;
  /**
   * Where "Try again" leads: the rails are on pages sent as documents (decision 045), whose
   * data comes with the page, so trying again is loading it again.
   */
  retryHref: string;
}

interface ProductRailProps {
  title: string;
  eyebrow?: string;
  query: RailQuery;
  /** The spec's message (§8) when the call fails. */
  errorMessage: string;
  action?: { label: string; href: string };
  /** Each card names its device; off when the whole rail is for one device. */
  showsDevice?: boolean;
}

/** A row of product cards: swipeable with snap points on phones, a 4-column grid on desktops. */
export function ProductRail({
  title,
  eyebrow,
  query,
  errorMessage,
  action,
  showsDevice = true,
}: ProductRailProps) {
  const headingId = useId();
  const products = query.data;
  if (products && products.length === 0) return null;

  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-end justify-between gap-4">
        <div>
          {eyebrow && (
            <p className="font-semibold text-accent text-xs tracking-[0.2em] uppercase">
              {eyebrow}
            </p>
          )}
          <h2
            id={headingId}
            className="mt-2 font-semibold text-2xl text-neutral-900 tracking-tight sm:text-3xl"
          >
            {title}
          </h2>
        </div>
        {action && (
          <Link
            to={action.href}
            className="group inline-flex shrink-0 items-center gap-1 font-medium text-neutral-700 text-sm hover:text-accent"
          >
            {action.label}
            <span aria-hidden="true" className="transition group-hover:translate-x-0.5">
              →
            </span>
          </Link>
        )}
      </div>
      <div className="mt-8">
        {query.isError && !products ? (
          <QueryError message={errorMessage} retryHref={query.retryHref} />
        ) : (
          <ul
            aria-busy={query.isPending}
            className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-x-6 lg:gap-y-10 lg:overflow-visible lg:px-0 lg:pb-0"
          >
            {products
              ? products.map((product) => (
                  <li
                    key={product._id}
                    className="w-[62%] shrink-0 snap-start sm:w-[38%] lg:w-auto"
                  >
                    <ProductCard
                      product={product}
                      href={productHref(product)}
                      eyebrow={showsDevice ? productTypeLabel(product) : undefined}
                      material={materialOf(product)}
                    />
                  </li>
                ))
              : Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
                  <li key={index} className="w-[62%] shrink-0 sm:w-[38%] lg:w-auto">
                    <ProductCardSkeleton />
                  </li>
                ))}
          </ul>
        )}
      </div>
    </section>
  );
}
