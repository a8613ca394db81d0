import { randomUUID } from 'node:crypto';
import { AdminReviewListSchema, AdminReviewSchema, ProductReviewListSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { createReviewToken } from './review-token.ts';
import { reviewEvents, reviewPhotos } from './reviews.tables.ts';

// API.md § Reviews from verified buyers: GET /admin/reviews and PUT /admin/reviews/{id}.

const SECRET = 'review-admin-test-secret-of-32-chars-or-more';
const { app, database } = await buildTestApp(
  { APP_SECRET: SECRET, RATE_LIMIT_REVIEW_PER_MINUTE: '100000' },
  { authenticateAdmin },
);
const { db } = database;

/** A buyer's review through the API (Pending), with `photos` photos attached. */
async function postedReview(photos = 0) {
  const product = await createProduct(db);
  const { order } = await createOrder(db, { status: 'Delivered', lines: [{ product }] });
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  if (!line) throw new Error('no line');
  const response = await app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: {
      token: createReviewToken(SECRET, line.id),
      rating: 2,
      body: 'Peeled at one corner.',
    },
  });
  expect(response.statusCode).toBe(201);
  const { _id: id } = response.json<{ _id: string }>();
  const photoIds: string[] = [];
  for (let i = 0; i < photos; i++) {
    const [photo] = await db
      .insert(reviewPhotos)
      .values({
        reviewId: id,
        orderId: order.id,
        orderItemId: line.id,
        storageKey: `${randomUUID()}/1280.webp`,
      })
      .returning();
    if (photo) photoIds.push(photo.id);
  }
  return { id, order, product, photoIds };
}

const put = (id: string, payload: object, headers = ADMIN) =>
  app.inject({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload, headers });

describe('GET /api/admin/reviews', () => {
  it('lists reviews by status, newest first, with the order number and the buyer’s email', async () => {
    const { id, order } = await postedReview();
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/reviews?status=Pending',
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = AdminReviewListSchema.parse(response.json());
    expect(list.data.every((review) => review.status === 'Pending')).toBe(true);
    expect(list.data[0]).toMatchObject({
      _id: id,
      orderNumber: order.number,
      email: order.email,
      rating: 2,
      history: [],
    });
    const published = await app.inject({
      method: 'GET',
      url: '/api/admin/reviews?status=Published',
      headers: ADMIN,
    });
    expect(AdminReviewListSchema.parse(published.json()).data.map((r) => r._id)).not.toContain(id);
  });

  it('asks for an admin (401 / 403) and refuses a bad query (400)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(401);
    const customer = await app.inject({
      method: 'GET',
      url: '/api/admin/reviews',
      headers: CUSTOMER,
    });
    expect(customer.statusCode).toBe(403);
    for (const query of ['?status=Spam', '?page=0', '?limit=500']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/reviews${query}`,
        headers: ADMIN,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('PUT /api/admin/reviews/{id}', () => {
  it('publishes, replies and hides a photo, each change recorded with who and when', async () => {
    const { id, product, photoIds } = await postedReview(2);
    const response = await put(id, {
      status: 'Published',
      reply: '  Sorry about that: a replacement is on its way.  ',
      hiddenPhotoIds: [photoIds[0]],
    });
    expect(response.statusCode).toBe(200);
    const review = AdminReviewSchema.parse(response.json());
    expect(review.status).toBe('Published');
    expect(review.reply?.body).toBe('Sorry about that: a replacement is on its way.');
    expect(review.photos.map((photo) => photo.hidden)).toEqual([true, false]);
    expect(review.history).toHaveLength(1);
    expect(review.history[0]).toMatchObject({
      actor: 'admin@example.in',
      change: {
        status: { from: 'Pending', to: 'Published' },
        reply: 'Sorry about that: a replacement is on its way.',
        hiddenPhotoIds: [photoIds[0]],
      },
    });
    // The product page shows it now, with the reply and the one photo still shown.
    const shown = ProductReviewListSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` })).json(),
    );
    expect(shown.data).toHaveLength(1);
    expect(shown.data[0]?.photos).toHaveLength(1);
    expect(shown.data[0]?.reply?.body).toBe('Sorry about that: a replacement is on its way.');

    // Hiding it and removing the reply: a second event; the same again changes nothing.
    await put(id, { status: 'Hidden', reply: null });
    const again = AdminReviewSchema.parse((await put(id, { status: 'Hidden', reply: '' })).json());
    expect(again.reply).toBeNull();
    expect(again.history.map((event) => event.change)).toEqual([
      expect.objectContaining({ status: { from: 'Pending', to: 'Published' } }),
      { status: { from: 'Published', to: 'Hidden' }, reply: null },
    ]);
    expect(await db.select().from(reviewEvents).where(eq(reviewEvents.reviewId, id))).toHaveLength(
      2,
    );
  });

  it('answers 404 for an unknown review, 400 for a bad body or another review’s photo', async () => {
    const { id } = await postedReview(1);
    const other = await postedReview(1);
    for (const unknown of [randomUUID(), 'not-an-id']) {
      const response = await put(unknown, { status: 'Published' });
      expect(response.statusCode, unknown).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    for (const body of [
      {},
      { status: 'Spam' },
      { reply: 'x'.repeat(2001) },
      { hiddenPhotoIds: ['nope'] },
      { hiddenPhotoIds: other.photoIds },
    ]) {
      const response = await put(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await put(id, { status: 'Published' }, CUSTOMER)).statusCode).toBe(403);
  });
});
