import { isUuid } from '@skins/shared';
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ORPHAN_GRACE_MS } from '../media/index.ts';
import { reviewPhotos } from './reviews.tables.ts';

// A return's photos (API.md § Returns and replacements) are uploaded like review photos, with
// the order's token (POST /reviews/photos), and kept in `review_photos` with no order line. The
// returns module claims them in its own transaction and keeps their ids; it never reads this
// table.

const UPLOADS_URL_PREFIX = '/media/uploads/';

/** Where a stored photo is shown: `/media/uploads/{id}/1280.webp` (decision 051). */
export const photoUrl = (storageKey: string) => `${UPLOADS_URL_PREFIX}${storageKey}`;

/**
 * A photo left unattached this long is no longer offered to a review or a return: the orphaned
 * upload sweep may delete its files from then on (decision 052).
 */
export const UNATTACHED_PHOTO_LIFETIME_MS = ORPHAN_GRACE_MS;

export const freshSince = (now: Date) => new Date(now.getTime() - UNATTACHED_PHOTO_LIFETIME_MS);

export type ClaimOrderPhotos =
  | { ok: true /** In the order of `photoIds`. */; urls: string[] }
  | { ok: false };

/**
 * Claims photos for a return, inside the caller's transaction: each id must be a photo uploaded
 * with this order's token (not a review link's), in the last day, and neither on a review nor
 * claimed before. All or nothing: `{ ok: false }` when any id is not such a photo, and then
 * nothing is claimed. The rows stay locked until the caller's transaction ends, so two returns
 * claiming one photo at once get it once: the second answers `{ ok: false }`. Repeated ids count
 * once. No ids: `{ ok: true, urls: [] }`.
 */
export async function claimOrderPhotos(
  tx: Db | Tx,
  { orderId, photoIds, now = new Date() }: { orderId: string; photoIds: string[]; now?: Date },
): Promise<ClaimOrderPhotos> {
  const ids = [...new Set(photoIds)];
  if (ids.length === 0) return { ok: true, urls: [] };
  if (!isUuid(orderId) || !ids.every(isUuid)) return { ok: false };
  const claimable = await tx
    .select({ id: reviewPhotos.id, storageKey: reviewPhotos.storageKey })
    .from(reviewPhotos)
    .where(
      and(
        inArray(reviewPhotos.id, ids),
        eq(reviewPhotos.orderId, orderId),
        isNull(reviewPhotos.orderItemId),
        isNull(reviewPhotos.reviewId),
        isNull(reviewPhotos.claimedAt),
        gt(reviewPhotos.createdAt, freshSince(now)),
      ),
    )
    .for('update');
  if (claimable.length !== ids.length) return { ok: false };
  await tx.update(reviewPhotos).set({ claimedAt: now }).where(inArray(reviewPhotos.id, ids));
  const keyOf = new Map(claimable.map((photo) => [photo.id, photo.storageKey]));
  return { ok: true, urls: ids.map((id) => photoUrl(keyOf.get(id) ?? '')) };
}

/**
 * The URLs of photos a return claimed, in the order of `photoIds`; an id that names no claimed
 * photo (its order was deleted, say) is left out.
 */
export async function claimedPhotoUrls(db: Db | Tx, photoIds: string[]): Promise<string[]> {
  const ids = photoIds.filter(isUuid);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: reviewPhotos.id, storageKey: reviewPhotos.storageKey })
    .from(reviewPhotos)
    .where(and(inArray(reviewPhotos.id, ids), isNotNull(reviewPhotos.claimedAt)));
  const keyOf = new Map(rows.map((photo) => [photo.id, photo.storageKey]));
  return ids.flatMap((id) => {
    const key = keyOf.get(id);
    return key ? [photoUrl(key)] : [];
  });
}
