import type { ReviewRequest, ReviewStatus } from '@skins/shared';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { findReviewableLine, type ReviewableLine } from '../orders/index.ts';
import { freshSince } from './return-photos.ts';
import { readReviewToken } from './review-token.ts';
import { reviewPhotos, reviews } from './reviews.tables.ts';

export const REVIEW_LINK_NOT_FOUND =
  'This review link is not valid or has expired. Please use the link from your latest mail.';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this item.';

export interface ReviewsDeps {
  db: Db;
  secret: string;
  moderation: 'manual' | 'auto';
}

/** The delivered order line a token names, or 404 (bad, expired, or not reviewable). */
async function lineOfToken({ db, secret }: ReviewsDeps, token: string): Promise<ReviewableLine> {
  const orderItemId = readReviewToken(secret, token);
  const line = orderItemId ? await findReviewableLine(db, orderItemId) : null;
  if (!line) throw notFound(REVIEW_LINK_NOT_FOUND);
  return line;
}

/** GET /reviews/request/{token}: what the review page shows. */
export async function reviewRequestOf(deps: ReviewsDeps, token: string): Promise<ReviewRequest> {
  const line = await lineOfToken(deps, token);
  const [existing] = await deps.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.orderItemId, line.orderItemId));
  return {
    product: {
      _id: line.productId,
      name: line.name,
      image: line.image,
      selectedBrand: line.brand,
      selectedModel: line.model,
    },
    orderNumber: line.orderNumber,
    reviewed: existing !== undefined,
  };
}

/** "Asha R.": the first name and the last name's initial, as the product page shows the buyer. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export interface NewReview {
  token: string;
  rating: number;
  title?: string | undefined;
  body: string;
  photoIds?: string[] | undefined;
}

export const UNKNOWN_PHOTO_MESSAGE =
  'A photo was not uploaded with this review link. Please add it again.';

/**
 * POST /reviews: one review per order line, whatever the number of parallel posts (the unique
 * order line decides; the loser answers 409 ALREADY_REVIEWED). Every rating is treated alike:
 * `REVIEWS_MODERATION` alone decides whether it waits for the owner.
 */
export async function createReview(
  deps: ReviewsDeps,
  input: NewReview,
): Promise<{ _id: string; status: ReviewStatus }> {
  const line = await lineOfToken(deps, input.token);
  const status: ReviewStatus = deps.moderation === 'auto' ? 'Published' : 'Pending';
  const photoIds = [...new Set(input.photoIds ?? [])];
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          orderItemId: line.orderItemId,
          productId: line.productId,
          rating: input.rating,
          title: input.title ? input.title : null,
          body: input.body,
          status,
          author: authorName(line.firstName, line.lastName),
          selectedModel: line.model,
        })
        .onConflictDoNothing({ target: reviews.orderItemId })
        .returning({ id: reviews.id, status: reviews.status });
      if (!row) throw alreadyReviewed();
      // Only photos uploaded with this line's link in the last day and not yet attached (an
      // older one's files may be swept, decision 052): anything else refuses the whole review
      // (rolled back), so the buyer can post it again.
      if (photoIds.length > 0) {
        const attached = await tx
          .update(reviewPhotos)
          .set({ reviewId: row.id })
          .where(
            and(
              inArray(reviewPhotos.id, photoIds),
              eq(reviewPhotos.orderItemId, line.orderItemId),
              isNull(reviewPhotos.reviewId),
              gt(reviewPhotos.createdAt, freshSince(new Date())),
            ),
          )
          .returning({ id: reviewPhotos.id });
        if (attached.length !== photoIds.length) {
          throw new AppError(400, 'VALIDATION_FAILED', UNKNOWN_PHOTO_MESSAGE, {
            fields: { photoIds: UNKNOWN_PHOTO_MESSAGE },
          });
        }
      }
      return { _id: row.id, status: row.status };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
}

const alreadyReviewed = () => new AppError(409, 'ALREADY_REVIEWED', ALREADY_REVIEWED_MESSAGE);
