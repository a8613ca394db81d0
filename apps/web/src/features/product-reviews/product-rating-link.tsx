import type { Product } from '@skins/shared';
import { ratingInWords, reviewCount, Stars } from '#ui/stars.tsx';
import { REVIEWS_SECTION_ID } from './review-query.ts';

/**
 * Beside the product's title: its stars, the average to one decimal and the count, a link down
 * to the reviews. Plain server HTML from the product read (no script); nothing without reviews.
 */
export function ProductRatingLink({ rating }: { rating: Product['rating'] }) {
  if (!rating || rating.count < 1) return null;
  const average = rating.average.toFixed(1);
  return (
    <a
      href={`#${REVIEWS_SECTION_ID}`}
      className="group inline-flex items-center gap-2 rounded-full text-sm"
    >
      <Stars rating={rating.average} />
      <span aria-hidden="true" className="font-semibold text-neutral-900 tabular-nums">
        {average}
      </span>
      <span
        aria-hidden="true"
        className="text-neutral-500 underline decoration-neutral-300 underline-offset-4 group-hover:text-neutral-900 group-hover:decoration-neutral-900"
      >
        {reviewCount(rating.count)}
      </span>
      <span className="sr-only">{ratingInWords(rating.average, rating.count)}</span>
    </a>
  );
}
