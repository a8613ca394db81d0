// The orders a product's reviews can be listed in (API.md § Reviews from verified buyers), apart
// from the schemas: the product page's reviews island imports them without pulling in zod.

export const REVIEW_SORTS = ['recent', 'rating-high', 'rating-low', 'with-photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
