import type { ReviewSummary as Summary } from '@skins/shared';
import type { MouseEvent } from 'react';
import { reviewCount, Stars } from '#ui/stars.tsx';

interface ReviewSummaryProps {
  summary: Pick<Summary, 'average' | 'count'> & Partial<Pick<Summary, 'histogram'>>;
  /** The bar chosen as the filter, or null. */
  rating: number | null;
  /** The link that shows only `stars`' reviews (or all again), working without JavaScript. */
  hrefOf: (stars: number | null) => string;
  /** With JavaScript: filter in place instead of loading the page. */
  onFilter?: (stars: number | null) => void;
}

const STARS_DOWN = [5, 4, 3, 2, 1] as const;

/**
 * The average to one decimal, its stars and the count, then one bar per star rating. A bar with
 * reviews is a link that keeps only them (`aria-current` on the chosen one; choosing it again
 * shows every review).
 */
export function ReviewSummary({ summary, rating, hrefOf, onFilter }: ReviewSummaryProps) {
  const { average, count, histogram } = summary;
  const follow = (stars: number | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onFilter) return;
    event.preventDefault();
    onFilter(stars);
  };

  return (
    <div>
      <div className="flex items-end gap-4">
        <p className="font-semibold text-5xl text-neutral-900 tabular-nums tracking-tight">
          {average.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </p>
        <div className="pb-1.5">
          <Stars rating={average} size="lg" />
          <p className="mt-1 text-neutral-600 text-sm">{`Based on ${reviewCount(count)}`}</p>
        </div>
      </div>
      {histogram && (
        <ul aria-label="Filter by rating" className="mt-6 space-y-1.5">
          {STARS_DOWN.map((stars) => {
            const n = histogram[String(stars) as keyof typeof histogram];
            const isChosen = rating === stars;
            const label = `${stars} ${stars === 1 ? 'star' : 'stars'}`;
            const isSilent = n === 0 || undefined;
            // A link's name is its label and then, hidden, the count in words ("5 stars: 2
            // reviews"); the count in figures is for the eye. A bar without reviews is read by
            // its hidden sentence alone.
            const bar = (
              <>
                <span aria-hidden={isSilent} className="w-12 shrink-0 text-neutral-700">
                  {label}
                </span>
                {!isSilent && <span className="sr-only">{`: ${reviewCount(n)}`}</span>}
                <span className="relative h-2 flex-1 overflow-hidden rounded-full bg-neutral-200">
                  <span
                    className="absolute inset-y-0 left-0 rounded-full bg-amber-500"
                    style={{ width: `${count === 0 ? 0 : (n / count) * 100}%` }}
                  />
                </span>
                <span aria-hidden className="w-8 shrink-0 text-right text-neutral-600 tabular-nums">
                  {n}
                </span>
              </>
            );
            const row = 'flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm';
            return (
              <li key={stars}>
                {n === 0 ? (
                  <span className={`${row} text-neutral-600`}>
                    {bar}
                    <span className="sr-only">{`${label}: no reviews`}</span>
                  </span>
                ) : (
                  <a
                    href={hrefOf(isChosen ? null : stars)}
                    onClick={follow(isChosen ? null : stars)}
                    aria-current={isChosen ? 'true' : undefined}
                    className={`${row} transition hover:bg-neutral-100 ${isChosen ? 'bg-neutral-100 ring-1 ring-neutral-900/15' : ''}`}
                  >
                    {bar}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
