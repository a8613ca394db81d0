// A rating drawn as five stars, the average's fraction filled in (4.3: four and a third). Always
// decorative: the text beside it, or the control around it, says the rating in words.

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

const SIZES = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } as const;

function StarRow({ starClassName }: { starClassName: string }) {
  return [1, 2, 3, 4, 5].map((star) => (
    <svg
      key={star}
      aria-hidden="true"
      viewBox="0 0 20 20"
      focusable="false"
      className={`${starClassName} shrink-0`}
    >
      <path d={STAR} fill="currentColor" />
    </svg>
  ));
}

interface StarsProps {
  /** 0–5; drawn to the nearest tenth. */
  rating: number;
  size?: keyof typeof SIZES;
}

/**
 * The stars touch (each star's own margin in its 20-unit box is the gap), so the lit part's
 * width is exactly the rating's share of the row.
 */
export function Stars({ rating, size = 'md' }: StarsProps) {
  const lit = Math.min(Math.max(Math.round(rating * 10) / 10, 0), 5);
  return (
    <span aria-hidden="true" className="relative inline-flex shrink-0 text-neutral-300">
      <StarRow starClassName={SIZES[size]} />
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
        style={{ width: `${lit * 20}%` }}
      >
        <StarRow starClassName={SIZES[size]} />
      </span>
    </span>
  );
}

/** '12 reviews', '1 review'. */
export const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** What the stars say, for a screen reader: 'Rated 4.3 out of 5, 12 reviews'. */
export const ratingInWords = (average: number, count: number) =>
  `Rated ${average.toFixed(1)} out of 5, ${reviewCount(count)}`;
