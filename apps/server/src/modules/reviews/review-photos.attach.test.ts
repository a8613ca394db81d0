import { randomUUID } from 'node:crypto';
import { REVIEW_MESSAGES } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { claimOrderPhotos } from './return-photos.ts';
import { createReviewToken } from './review-token.ts';
import { UNKNOWN_PHOTO_MESSAGE } from './reviews.service.ts';
import { reviewPhotos } from './reviews.tables.ts';

// POST /api/reviews attaches only the photos its line's link uploaded in the last day, on no
// review and no return, at most five (API.md § Reviews from verified buyers, decision 052).

const SECRET = 'review-photo-attach-test-secret-of-32-chars';
const { app, database } = await buildTestApp({
  APP_SECRET: SECRET,
  RATE_LIMIT_REVIEW_PER_MINUTE: '100000',
});
const { db } = database;
const DAY_MS = 86_400_000;

/** A delivered order of two lines: the first line's link, and a photo maker for any owner. */
async function twoLineOrder() {
  const { order } = await createOrder(db, {
    status: 'Delivered',
    lines: [{ product: await createProduct(db) }, { product: await createProduct(db) }],
  });
  const [line, otherLine] = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.position);
  if (!line || !otherLine) throw new Error('no lines');
  const photo = async (orderItemId: string | null, createdAt = new Date()) => {
    const [row] = await db
      .insert(reviewPhotos)
      .values({
        orderId: order.id,
        orderItemId,
        storageKey: `${randomUUID()}/1280.webp`,
        createdAt,
      })
      .returning();
    if (!row) throw new Error('no photo');
    return row.id;
  };
  return { order, line, otherLine, token: createReviewToken(SECRET, line.id), photo };
}

const post = (token: string, photoIds: string[]) =>
  app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: { token, rating: 4, body: 'Sits flat around the camera.', photoIds },
  });

describe('POST /api/reviews: the photos it attaches', () => {
  it('refuses the order’s other line’s photo, a return’s, a claimed one and a stale one', async () => {
    const { order, line, otherLine, token, photo } = await twoLineOrder();
    const own = await photo(line.id);
    const claimed = await photo(null);
    const claim = await db.transaction((tx) =>
      claimOrderPhotos(tx, { orderId: order.id, photoIds: [claimed] }),
    );
    expect(claim.ok).toBe(true);
    const refused = {
      'the other line’s': await photo(otherLine.id),
      'a return’s, unclaimed': await photo(null),
      'a claimed return’s': claimed,
      'two days old': await photo(line.id, new Date(Date.now() - 2 * DAY_MS)),
    };
    for (const [label, id] of Object.entries(refused)) {
      const response = await post(token, [own, id]);
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: { photoIds: UNKNOWN_PHOTO_MESSAGE } },
      });
    }
    // Nothing was kept: the line's own photo is still free, and goes on the review now.
    const response = await post(token, [own]);
    expect(response.statusCode).toBe(201);
    const [row] = await db.select().from(reviewPhotos).where(eq(reviewPhotos.id, own));
    expect(row?.reviewId).toBe(response.json<{ _id: string }>()._id);
  });

  it('takes five photos and refuses six', async () => {
    const { line, token, photo } = await twoLineOrder();
    const six = await Promise.all(Array.from({ length: 6 }, () => photo(line.id)));
    const refused = await post(token, six);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      details: { fields: { photoIds: REVIEW_MESSAGES.photos } },
    });
    const taken = await post(token, six.slice(0, 5));
    expect(taken.statusCode).toBe(201);
    const attached = await db
      .select()
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, taken.json<{ _id: string }>()._id));
    expect(attached).toHaveLength(5);
  });

  it('keeps a photo on a review from any return’s claim', async () => {
    const { order, line, token, photo } = await twoLineOrder();
    const id = await photo(line.id);
    expect((await post(token, [id])).statusCode).toBe(201);
    const claim = await claimOrderPhotos(db, { orderId: order.id, photoIds: [id] });
    expect(claim).toEqual({ ok: false });
  });
});
