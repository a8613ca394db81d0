import { and, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { freshSince } from './return-photos.ts';
import { reviewPhotos } from './reviews.tables.ts';

/**
 * Which of these uploads a review or a return still shows, or may yet (a photo uploaded in the
 * last day that no review or return has taken yet): media's orphan sweep keeps them. A photo
 * left unattached longer is offered to no review or return any more, so its files may go
 * (decision 052). A photo's storage key is `{upload id}/{file}`.
 */
export async function uploadsShownByReviews(
  db: Db | Tx,
  ids: string[],
  now = new Date(),
): Promise<string[]> {
  if (ids.length === 0) return [];
  const uploadId = sql<string>`split_part(${reviewPhotos.storageKey}, '/', 1)`;
  const rows = await db
    .selectDistinct({ id: uploadId })
    .from(reviewPhotos)
    .where(
      and(
        inArray(uploadId, ids),
        or(
          isNotNull(reviewPhotos.reviewId),
          isNotNull(reviewPhotos.claimedAt),
          gt(reviewPhotos.createdAt, freshSince(now)),
        ),
      ),
    );
  return rows.map((row) => row.id);
}
