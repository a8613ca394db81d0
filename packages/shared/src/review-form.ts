// The review page's limits and words (API.md § Reviews from verified buyers), without zod: the
// page is a document whose form is an island (decision 045), and the island must not pull the
// schemas in. reviews.ts builds the schemas from these limits and messages.

export const REVIEW_TITLE_MAX_LENGTH = 80;
export const REVIEW_BODY_MIN_LENGTH = 10;
export const REVIEW_BODY_MAX_LENGTH = 2000;
export const REVIEW_MAX_PHOTOS = 5;
/** The photo types POST /reviews/photos takes (API.md): JPEG, PNG, WebP or HEIC, ≤ 8 MB. */
export const REVIEW_PHOTO_ACCEPT =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif';
/** POST /reviews/photos: a review photo, or a return's (with the order's token), at most this. */
export const REVIEW_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Why one photo did not go on, the same for a review's photos and a return's (both use POST
 * /reviews/photos): the server's 413 and 415 say `tooLarge` and `unsupported`, and the pages say
 * them beside the photo, with `failed` when the upload never got an answer.
 */
export const PHOTO_UPLOAD_MESSAGES = {
  tooLarge: 'This photo is over 8 MB. Choose a smaller one.',
  unsupported: 'This file is not a JPEG, PNG, WebP or HEIC photo. Choose another.',
  failed: 'This photo could not be uploaded. Remove it and try again.',
} as const;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars.',
  title: `Keep the title to ${REVIEW_TITLE_MAX_LENGTH} characters or fewer.`,
  body: `Write between ${REVIEW_BODY_MIN_LENGTH} and 2,000 characters about the skin.`,
  photos: `Add up to ${REVIEW_MAX_PHOTOS} photos.`,
  token: 'This review link is not valid.',
} as const;

/** What the review page says beyond the field messages. */
export const REVIEW_PAGE_MESSAGES = {
  /** A bad or expired link (the API's 404). */
  linkNotValid: 'This review link is not valid or has expired',
  linkNotValidHint:
    'Review links last 180 days. If your order was delivered recently, use the link from your latest mail.',
  /** The API's 409 ALREADY_REVIEWED, word for word. */
  alreadyReviewed: 'You have already reviewed this item.',
  published: 'Thank you! Your review is live on the product page.',
  pending: 'Thank you! Your review will appear on the product page once we have checked it.',
  busy: 'Too many attempts. Please wait a minute and try again.',
  failed: 'Your review could not be sent just now. Please try again.',
} as const;

/**
 * What came of the review form sent without JavaScript (a POST to /review/{token}): the server
 * sends the page back with `?review={outcome}` and the page says this. `published` and `pending`
 * are the thank-you; the field reasons name the message shown beside that field.
 */
export const REVIEW_FORM_OUTCOMES = {
  published: REVIEW_PAGE_MESSAGES.published,
  pending: REVIEW_PAGE_MESSAGES.pending,
  reviewed: REVIEW_PAGE_MESSAGES.alreadyReviewed,
  rating: REVIEW_MESSAGES.rating,
  title: REVIEW_MESSAGES.title,
  body: REVIEW_MESSAGES.body,
  busy: REVIEW_PAGE_MESSAGES.busy,
  failed: REVIEW_PAGE_MESSAGES.failed,
} as const;
export type ReviewFormOutcome = keyof typeof REVIEW_FORM_OUTCOMES;
