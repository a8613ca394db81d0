import { useId } from 'react';

const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

const starName = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

interface StarRatingProps {
  /** The chosen rating once the island runs (0: none); the page's radios hold it before. */
  value: number;
  onChange: (rating: number) => void;
  error: string | null;
}

/**
 * Stars 1–5 as native radios in a fieldset (`rating`): arrow keys move along it, a form without
 * JavaScript sends it, and `required` stops an empty one. Each star is a 48 px target. Until the
 * island runs, the chosen star alone is lit (`peer-checked`); then every star up to it.
 */
export function StarRating({ value, onChange, error }: StarRatingProps) {
  const legendId = useId();
  const errorId = useId();
  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={legendId} className="font-medium text-neutral-900 text-sm">
        Your rating
      </legend>
      <div className="mt-2 flex items-center gap-1">
        {RATING_WORDS.map((word, index) => {
          const stars = index + 1;
          const isLit = value >= stars;
          return (
            <label key={word} className="relative cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={stars}
                required={stars === 1}
                defaultChecked={value === stars}
                onChange={() => onChange(stars)}
                aria-label={`${starName(stars)}, ${word}`}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`flex size-12 items-center justify-center rounded-full transition peer-checked:text-amber-500 peer-focus-visible:outline-2 peer-focus-visible:outline-accent hover:bg-amber-50 ${isLit ? 'text-amber-500' : 'text-neutral-300'}`}
              >
                <StarShape />
              </span>
            </label>
          );
        })}
        <span aria-hidden="true" className="ml-2 min-w-20 text-neutral-600 text-sm">
          {value > 0 ? RATING_WORDS[value - 1] : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function StarShape() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-9"
      fill="currentColor"
      focusable="false"
    >
      <path d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z" />
    </svg>
  );
}
