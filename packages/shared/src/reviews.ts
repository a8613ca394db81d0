import * as z from 'zod/mini';
import { listEnvelopeSchema } from './contract.ts';
import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_BODY_MIN_LENGTH,
  REVIEW_MAX_PHOTOS,
  REVIEW_MESSAGES,
  REVIEW_TITLE_MAX_LENGTH,
} from './review-form.ts';
import { REVIEW_SORTS } from './review-sorts.ts';

// API.md § Reviews from verified buyers (issue [15]).

export const REVIEW_STATUSES = ['Pending', 'Published', 'Hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review token is well under this; longer text is refused before any signature check. */
const REVIEW_TOKEN_MAX_LENGTH = 300;

const ReviewTokenSchema = z
  .string({ error: REVIEW_MESSAGES.token })
  .check(z.minLength(1, REVIEW_MESSAGES.token), z.maxLength(REVIEW_TOKEN_MAX_LENGTH));

export const ReviewTokenParamsSchema = z.object({ token: ReviewTokenSchema });

/** GET /reviews/request/{token}: the line the link names. */
export const ReviewRequestSchema = z.object({
  product: z.object({
    _id: z.string(),
    name: z.string(),
    image: z.string(),
    selectedBrand: z.string(),
    selectedModel: z.string(),
  }),
  orderNumber: z.int(),
  reviewed: z.boolean(),
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

/** POST /reviews/photos's answer: the id a review or a return names, and where it is shown. */
export const ReviewPhotoUploadResultSchema = z.object({ photoId: z.string(), url: z.string() });
export type ReviewPhotoUploadResult = z.infer<typeof ReviewPhotoUploadResultSchema>;

/**
 * The review request mail's opt-out link (`?email=…&token=…`): the token is signed for the
 * email, like the newsletter's unsubscribe link.
 */
export const ReviewOptOutQuerySchema = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(254)),
  token: z.string().check(z.minLength(1), z.maxLength(100)),
});

// A form sent without JavaScript carries its line breaks as CRLF: each is one character, as the
// text box counted it, so the limits measure the text with LF only (what is stored too).
const toLineFeeds = z.overwrite((text: string) => text.replace(/\r\n?/g, '\n'));

/**
 * POST /reviews. The title and body are trimmed, their line breaks made LF before they are
 * measured; an empty title is no title.
 */
export const CreateReviewInputSchema = z.object({
  token: ReviewTokenSchema,
  rating: z
    .int({ error: REVIEW_MESSAGES.rating })
    .check(z.minimum(1, REVIEW_MESSAGES.rating), z.maximum(5, REVIEW_MESSAGES.rating)),
  title: z.optional(
    z
      .string({ error: REVIEW_MESSAGES.title })
      .check(toLineFeeds, z.trim(), z.maxLength(REVIEW_TITLE_MAX_LENGTH, REVIEW_MESSAGES.title)),
  ),
  body: z
    .string({ error: REVIEW_MESSAGES.body })
    .check(
      toLineFeeds,
      z.trim(),
      z.minLength(REVIEW_BODY_MIN_LENGTH, REVIEW_MESSAGES.body),
      z.maxLength(REVIEW_BODY_MAX_LENGTH, REVIEW_MESSAGES.body),
    ),
  photoIds: z.optional(
    z.array(z.uuid()).check(z.maxLength(REVIEW_MAX_PHOTOS, REVIEW_MESSAGES.photos)),
  ),
});
export type CreateReviewInput = z.input<typeof CreateReviewInputSchema>;

export const CreateReviewResultSchema = z.object({
  _id: z.string(),
  status: z.enum(REVIEW_STATUSES),
});

export const ReviewReplySchema = z.nullable(z.object({ body: z.string(), at: z.string() }));

/** A published review as the product page shows it. */
export const ProductReviewSchema = z.object({
  _id: z.string(),
  rating: z.int(),
  title: z.nullable(z.string()),
  body: z.string(),
  author: z.string(),
  verifiedBuyer: z.literal(true),
  photos: z.array(z.string()),
  selectedModel: z.string(),
  createdAt: z.string(),
  reply: ReviewReplySchema,
});
export type ProductReview = z.infer<typeof ProductReviewSchema>;

/** Ratings of a product's published reviews; the average to one decimal. */
export const ReviewSummarySchema = z.object({
  average: z.number(),
  count: z.int(),
  histogram: z.object({
    '1': z.int(),
    '2': z.int(),
    '3': z.int(),
    '4': z.int(),
    '5': z.int(),
  }),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export { REVIEW_SORTS, type ReviewSort } from './review-sorts.ts';
export const REVIEW_PAGE_SIZE = 10;
const REVIEW_MAX_PAGE_SIZE = 50;

// Query strings arrive as text: whole numbers only ("", "1.5", "abc" are refused).
const pageNumber = (max: number) => {
  const parsed = z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'Must be a whole number')), z.transform(Number)),
    z.int().check(z.minimum(1, 'Must be at least 1'), z.maximum(max, `Must be at most ${max}`)),
  );
  // The OpenAPI document shows the text's input side; the bounds are checked after it.
  z.globalRegistry.add(parsed, { type: 'integer', minimum: 1, maximum: max });
  return parsed;
};

/** GET /products/{id}/reviews; `rating` keeps the reviews of that many stars (the histogram's filter). */
export const ProductReviewQuerySchema = z.object({
  page: z._default(pageNumber(1_000_000), 1),
  limit: z._default(pageNumber(REVIEW_MAX_PAGE_SIZE), REVIEW_PAGE_SIZE),
  sort: z._default(z.enum(REVIEW_SORTS), 'recent'),
  rating: z.optional(pageNumber(5)),
});
export type ProductReviewQuery = z.output<typeof ProductReviewQuerySchema>;

export const ProductIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const ProductReviewListSchema = z.extend(listEnvelopeSchema(ProductReviewSchema), {
  summary: ReviewSummarySchema,
});

// ---- Admin: GET /admin/reviews, PUT /admin/reviews/{id} ----

export const REVIEW_REPLY_MAX_LENGTH = 2000;

export const AdminReviewQuerySchema = z.object({
  status: z.optional(z.enum(REVIEW_STATUSES)),
  page: z._default(pageNumber(1_000_000), 1),
  limit: z._default(pageNumber(REVIEW_MAX_PAGE_SIZE), 20),
});

export const ReviewIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/**
 * What the owner changes: the status, the public reply (`null` or blank removes it) and which of
 * the review's photos are hidden (the others are shown). At least one of them.
 */
export const UpdateReviewInputSchema = z
  .object({
    status: z.optional(z.enum(REVIEW_STATUSES)),
    reply: z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(
              REVIEW_REPLY_MAX_LENGTH,
              `Keep the reply to ${REVIEW_REPLY_MAX_LENGTH} characters or fewer.`,
            ),
          ),
      ),
    ),
    hiddenPhotoIds: z.optional(z.array(z.uuid()).check(z.maxLength(REVIEW_MAX_PHOTOS))),
  })
  .check(
    z.refine(
      (input) =>
        input.status !== undefined ||
        input.reply !== undefined ||
        input.hiddenPhotoIds !== undefined,
      'Change the status, the reply or the hidden photos.',
    ),
  );
export type UpdateReviewInput = z.input<typeof UpdateReviewInputSchema>;

export const AdminReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  rating: z.int(),
  title: z.nullable(z.string()),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  author: z.string(),
  selectedModel: z.string(),
  orderNumber: z.int(),
  email: z.string(),
  photos: z.array(z.object({ _id: z.string(), url: z.string(), hidden: z.boolean() })),
  reply: ReviewReplySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Every change the owner made: who (their email), when, and what. */
  history: z.array(
    z.object({ actor: z.string(), at: z.string(), change: z.record(z.string(), z.unknown()) }),
  ),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListSchema = listEnvelopeSchema(AdminReviewSchema);
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>;
