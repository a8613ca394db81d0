import { REVIEW_SORTS, type ReviewSort } from '@skins/shared';

// Which of a product's reviews the page shows: its address says it (`?sort=rating-low&rating=2`),
// so the sort, the star filter and "Show more" work as links and forms without JavaScript, and
// the island asks the API for the same (decision 056).

export interface ReviewQuery {
  sort: ReviewSort;
  /** Only reviews of this many stars (a histogram bar); null for all. */
  rating: number | null;
  page: number;
}

/** The reviews section's id: the summary beside the title links to it. */
export const REVIEWS_SECTION_ID = 'reviews';

/** Reviews per load: the first ones come with the page, and each "Show more" adds as many. */
export const REVIEWS_PER_PAGE = 5;

export const FIRST_REVIEWS: ReviewQuery = { sort: 'recent', rating: null, page: 1 };

export const SORT_LABELS: Record<ReviewSort, string> = {
  recent: 'Most recent',
  'rating-high': 'Highest rated',
  'rating-low': 'Lowest rated',
  'with-photos': 'With photos',
};

const isSort = (value: string | null): value is ReviewSort =>
  (REVIEW_SORTS as readonly (string | null)[]).includes(value);

/** The page address's query; anything unknown is the default (never an API error). */
export function reviewQueryOf(search: URLSearchParams): ReviewQuery {
  const sort = search.get('sort');
  const rating = search.get('rating') ?? '';
  const page = search.get('page') ?? '';
  return {
    sort: isSort(sort) ? sort : FIRST_REVIEWS.sort,
    rating: /^[1-5]$/.test(rating) ? Number(rating) : null,
    page: /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 1,
  };
}

/** The product page's address showing `query`, at the reviews; defaults left out. */
export function reviewsHref(pagePath: string, { sort, rating, page }: ReviewQuery): string {
  const search = new URLSearchParams();
  if (sort !== FIRST_REVIEWS.sort) search.set('sort', sort);
  if (rating !== null) search.set('rating', String(rating));
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return `${pagePath}${query ? `?${query}` : ''}#${REVIEWS_SECTION_ID}`;
}

/** GET /api/products/{id}/reviews's query for `query`. */
export function apiQueryOf({ sort, rating, page }: ReviewQuery) {
  return { page, limit: REVIEWS_PER_PAGE, sort, ...(rating === null ? {} : { rating }) };
}
