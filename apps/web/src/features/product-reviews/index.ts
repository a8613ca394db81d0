// The product reviews' public file: what the catalog's product page shows of them.

export { ProductRatingLink } from './product-rating-link.tsx';
export { ProductReviewsBlock } from './product-reviews-block.tsx';
export { type ReviewQuery, reviewQueryOf } from './review-query.ts';
