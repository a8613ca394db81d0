const STAR_PATH =
  'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/** The rating as five stars, said in words once ("Rated 2 out of 5"). */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 ${star <= rating ? 'fill-amber-400' : 'fill-neutral-200'}`}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
