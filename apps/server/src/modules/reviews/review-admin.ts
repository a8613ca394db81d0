import { type AdminReview, isUuid, type ReviewStatus } from '@skins/shared';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { buyersOfLines } from '../orders/index.ts';
import { type ReviewRow, reviewEvents, reviewPhotos, reviews } from './reviews.tables.ts';

// The owner's side (API.md § Reviews from verified buyers): the queue, and publishing, hiding,
// hiding single photos and replying, each change recorded with who and when.

export const REVIEW_NOT_FOUND = 'Review not found.';
const UPLOADS_URL_PREFIX = '/media/uploads/';

async function adminViews(db: Db | Tx, rows: ReviewRow[]): Promise<AdminReview[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another: inside a transaction they share one connection.
  const buyers = await buyersOfLines(
    db,
    rows.map((row) => row.orderItemId),
  );
  const photos = await db
    .select()
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, ids))
    .orderBy(asc(reviewPhotos.createdAt), asc(reviewPhotos.id));
  const events = await db
    .select()
    .from(reviewEvents)
    .where(inArray(reviewEvents.reviewId, ids))
    .orderBy(asc(reviewEvents.at), asc(reviewEvents.id));
  return rows.map((row) => {
    const buyer = buyers.get(row.orderItemId);
    return {
      _id: row.id,
      productId: row.productId,
      rating: row.rating,
      title: row.title,
      body: row.body,
      status: row.status,
      author: row.author,
      selectedModel: row.selectedModel,
      orderNumber: buyer?.orderNumber ?? 0,
      email: buyer?.email ?? '',
      photos: photos
        .filter((photo) => photo.reviewId === row.id)
        .map((photo) => ({
          _id: photo.id,
          url: `${UPLOADS_URL_PREFIX}${photo.storageKey}`,
          hidden: photo.hidden,
        })),
      reply:
        row.replyBody !== null && row.replyAt !== null
          ? { body: row.replyBody, at: row.replyAt.toISOString() }
          : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      history: events
        .filter((event) => event.reviewId === row.id)
        .map((event) => ({ actor: event.actor, at: event.at.toISOString(), change: event.change })),
    };
  });
}

/** GET /admin/reviews: newest first, by status if asked, with the order number and email. */
export async function listReviewsForAdmin(
  db: Db,
  { status, page, limit }: { status?: ReviewStatus | undefined; page: number; limit: number },
) {
  const where = status ? eq(reviews.status, status) : undefined;
  const [totals] = await db.select({ n: count() }).from(reviews).where(where);
  const total = totals?.n ?? 0;
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    data: await adminViews(db, rows),
    page,
    limit,
    total,
    totalPages: Math.ceil(total / limit),
  };
}

type ParsedUpdate = {
  status?: ReviewStatus | undefined;
  reply?: string | null | undefined;
  hiddenPhotoIds?: string[] | undefined;
};

/**
 * PUT /admin/reviews/{id}: the changes that change something are written with one event naming
 * them, the admin and the time, under the review's row lock (two owners' edits never interleave).
 * A request that changes nothing writes no event. `statusChanged`: the product's rating may have.
 */
export async function updateReview(
  db: Db,
  id: string,
  input: ParsedUpdate,
  actor: string,
): Promise<{ review: AdminReview; statusChanged: boolean }> {
  if (!isUuid(id)) throw notFound(REVIEW_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    const change: Record<string, unknown> = {};
    const now = new Date();
    const set: Partial<typeof reviews.$inferInsert> = {};
    if (input.status !== undefined && input.status !== row.status) {
      set.status = input.status;
      change.status = { from: row.status, to: input.status };
    }
    if (input.reply !== undefined) {
      const reply = input.reply === null || input.reply === '' ? null : input.reply;
      if (reply !== row.replyBody) {
        set.replyBody = reply;
        set.replyAt = reply === null ? null : now;
        change.reply = reply;
      }
    }
    if (input.hiddenPhotoIds !== undefined) {
      const photos = await tx.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, id));
      const own = new Set(photos.map((photo) => photo.id));
      const hide = new Set(input.hiddenPhotoIds);
      if ([...hide].some((photoId) => !own.has(photoId))) {
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          'A hidden photo is not one of this review’s.',
          {
            fields: { hiddenPhotoIds: 'A hidden photo is not one of this review’s.' },
          },
        );
      }
      const changed = photos.filter((photo) => photo.hidden !== hide.has(photo.id));
      for (const photo of changed) {
        await tx
          .update(reviewPhotos)
          .set({ hidden: hide.has(photo.id) })
          .where(eq(reviewPhotos.id, photo.id));
      }
      if (changed.length > 0) change.hiddenPhotoIds = [...hide].sort();
    }
    if (Object.keys(change).length > 0) {
      await tx
        .update(reviews)
        .set({ ...set, updatedAt: now })
        .where(eq(reviews.id, id));
      await tx.insert(reviewEvents).values({ reviewId: id, actor, at: now, change });
    }
    const [updated] = await tx.select().from(reviews).where(eq(reviews.id, id));
    const [view] = await adminViews(tx, updated ? [updated] : []);
    if (!view) throw notFound(REVIEW_NOT_FOUND);
    return { review: view, statusChanged: 'status' in change };
  });
}
