import { ReviewPhotoUploadResultSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { findShownUploads } from '../../background-work.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { createLoggedApp } from '../../testing/logged-app.ts';
import { createMediaStorage, ORPHAN_GRACE_MS, sweepOrphanUploads } from '../media/index.ts';
import { multipart, picture } from '../media/upload.fixtures.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { claimOrderPhotos } from './return-photos.ts';
import { createReviewToken } from './review-token.ts';
import { reviewPhotos } from './reviews.tables.ts';

// The orphaned upload sweep keeps what reviews and returns show (decision 052).

const SECRET = 'review-photo-sweep-test-secret-of-32-chars';
const { app, database, config } = await buildTestApp({
  APP_SECRET: SECRET,
  RATE_LIMIT_REVIEW_PHOTO_PER_MINUTE: '100000',
});
const { db } = database;
const storage = await createMediaStorage(config.media, config.dataDir);
afterAll(() => storage.close());
const { app: logged } = createLoggedApp();

async function upload(token: string) {
  const body = multipart([
    { name: 'token', data: token },
    { name: 'file', filename: 'p.png', data: await picture(500, 500).png().toBuffer() },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/reviews/photos',
    headers: body.headers,
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  const { photoId, url } = ReviewPhotoUploadResultSchema.parse(response.json());
  return { photoId, uploadId: url.split('/')[3] ?? '' };
}

const isStored = async (uploadId: string) => (await storage.getFile(uploadId, '640.webp')) !== null;

describe('the orphaned upload sweep and buyers’ photos', () => {
  it('keeps photos on a review or a return and fresh ones; sweeps those left a day', async () => {
    const product = await createProduct(db);
    const { order, token: orderToken } = await createOrder(db, {
      status: 'Delivered',
      lines: [{ product }],
    });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    if (!line) throw new Error('no line');
    const reviewToken = createReviewToken(SECRET, line.id);
    const [onReview, onReturn, fresh, stale] = [
      await upload(reviewToken),
      await upload(orderToken),
      await upload(reviewToken),
      await upload(reviewToken),
    ];
    if (!onReview || !onReturn || !fresh || !stale) throw new Error('no photos');
    const posted = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: {
        token: reviewToken,
        rating: 5,
        body: 'Looks like the photos.',
        photoIds: [onReview.photoId],
      },
    });
    expect(posted.statusCode).toBe(201);
    const claim = await db.transaction((tx) =>
      claimOrderPhotos(tx, { orderId: order.id, photoIds: [onReturn.photoId] }),
    );
    expect(claim.ok).toBe(true);
    // Uploaded two days ago and never attached: no review or return takes it now.
    await db
      .update(reviewPhotos)
      .set({ createdAt: new Date(Date.now() - 2 * ORPHAN_GRACE_MS) })
      .where(eq(reviewPhotos.id, stale.photoId));

    const outcome = await sweepOrphanUploads(
      { db, storage, findShownUploads, log: logged.log },
      { now: new Date(Date.now() + ORPHAN_GRACE_MS + 3_600_000) },
    );
    expect(outcome).toMatchObject({ status: 'swept', deleted: 1, failed: 0 });
    expect(await isStored(onReview.uploadId)).toBe(true);
    expect(await isStored(onReturn.uploadId)).toBe(true);
    expect(await isStored(fresh.uploadId)).toBe(true);
    expect(await isStored(stale.uploadId)).toBe(false);
  });
});
