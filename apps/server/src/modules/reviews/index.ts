// Reviews' public file: what other modules and the app's start-up may use.

export { countPendingReviews } from './pending-review-count.ts';
export { type ProductRating, ratingsOf } from './product-ratings.ts';
export { listProductReviews } from './product-reviews.ts';
export {
  type ClaimOrderPhotos,
  claimedPhotoUrls,
  claimOrderPhotos,
} from './return-photos.ts';
export { uploadsShownByReviews } from './review-photo-uploads.ts';
export {
  type ReviewRequestDeps,
  reviewRequestOnDelivery,
  startReviewRequestSweep,
} from './review-request.ts';
