/**
 * A review sent without JavaScript that the server refused (too many posts, text that is mostly
 * spaces, a failure): the server answers the POST with the review page, and its form shows this
 * as it was typed (decision 055). Plain data, since it is part of the form island's props.
 */
export interface TypedReview {
  /** The star chosen, 1–5; 0 when none was (or the form sent something else). */
  rating: number;
  title: string;
  body: string;
}

/** The review a form sent, as the page shows it again: every character, only a real star. */
export function typedReviewOf(form: FormData): TypedReview {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const rating = Number(field('rating'));
  return {
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0,
    title: field('title'),
    body: field('body'),
  };
}
