import { randomUUID } from 'node:crypto';
import {
  CreateReviewResultSchema,
  ErrorBodySchema,
  REVIEW_MESSAGES,
  ReviewRequestSchema,
} from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, type OrderOverrides } from '../../testing/factories.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { createReviewToken } from './review-token.ts';
import { authorName, UNKNOWN_PHOTO_MESSAGE } from './reviews.service.ts';
import { reviewPhotos, reviews } from './reviews.tables.ts';

// API.md § Reviews from verified buyers: the buyer's link and post (issue [15]).

const SECRET = 'reviews-test-secret-of-at-least-32-characters';
const { app, database } = await buildTestApp({
  APP_SECRET: SECRET,
  RATE_LIMIT_REVIEW_PER_MINUTE: '100000',
});
const { db } = database;
const auto = await buildTestApp({
  APP_SECRET: SECRET,
  REVIEWS_MODERATION: 'auto',
  RATE_LIMIT_REVIEW_PER_MINUTE: '100000',
});

/** A delivered order's first line and its review token. */
async function deliveredLine(into: Db = db, overrides: OrderOverrides = {}) {
  const product = await createProduct(into, { name: 'Obsidian Carbon Skin' });
  const { order } = await createOrder(into, {
    status: 'Delivered',
    firstName: 'Asha',
    lastName: 'rao',
    lines: [{ product, model: 'iPhone 16 Pro', brand: 'Apple' }],
    ...overrides,
  });
  const [line] = await into.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  if (!line) throw new Error('no line');
  return { product, order, line, token: createReviewToken(SECRET, line.id) };
}

const review = (token: string, extra: Record<string, unknown> = {}) => ({
  token,
  rating: 4,
  title: 'Fits well',
  body: 'Lines up with every cut-out on the camera.',
  ...extra,
});

function post(payload: unknown, on = app) {
  return on.inject({ method: 'POST', url: '/api/reviews', payload: payload as object });
}

describe('GET /api/reviews/request/{token}', () => {
  it("answers the line's product, model and order number, and whether it is reviewed", async () => {
    const { product, order, token } = await deliveredLine();
    const url = `/api/reviews/request/${encodeURIComponent(token)}`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(ReviewRequestSchema.parse(first.json())).toEqual({
      product: {
        _id: product.id,
        name: 'Obsidian Carbon Skin',
        image: product.images[0],
        selectedBrand: 'Apple',
        selectedModel: 'iPhone 16 Pro',
      },
      orderNumber: order.number,
      reviewed: false,
    });
    expect((await post(review(token))).statusCode).toBe(201);
    const after = await app.inject({ method: 'GET', url });
    expect(after.json()).toMatchObject({ reviewed: true });
  });

  it('answers 404 for a bad, forged or expired token', async () => {
    const { line } = await deliveredLine();
    const expired = createReviewToken(SECRET, line.id, new Date(Date.now() - 181 * 86_400_000));
    const forged = createReviewToken('another-secret-of-at-least-32-characters!', line.id);
    const unknownLine = createReviewToken(SECRET, randomUUID());
    for (const token of ['nonsense', expired, forged, unknownLine, 'a'.repeat(200)]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/reviews/request/${encodeURIComponent(token)}`,
      });
      expect(response.statusCode, token).toBe(404);
      expect(ErrorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
  });

  it('answers 404 for a line of an order that is not delivered, cancelled or refunded', async () => {
    for (const overrides of [
      { status: 'Shipped' },
      { status: 'Cancelled', paymentStatus: 'Refunded' },
      { status: 'Delivered', paymentStatus: 'Refunded' },
    ] satisfies OrderOverrides[]) {
      const { token } = await deliveredLine(db, overrides);
      const response = await app.inject({
        method: 'GET',
        url: `/api/reviews/request/${encodeURIComponent(token)}`,
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(404);
      expect((await post(review(token))).statusCode).toBe(404);
    }
  });

  it('answers 400 for a token too long to be one', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/reviews/request/${'a'.repeat(400)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('POST /api/reviews', () => {
  it('keeps a review Pending for the owner, whatever its rating, with the name as shown', async () => {
    for (const rating of [5, 1]) {
      const { token, line, product } = await deliveredLine();
      const response = await post(review(token, { rating, title: '  Fits well  ' }));
      expect(response.statusCode).toBe(201);
      const answer = CreateReviewResultSchema.parse(response.json());
      expect(answer.status).toBe('Pending');
      const [row] = await db.select().from(reviews).where(eq(reviews.id, answer._id));
      expect(row).toMatchObject({
        orderItemId: line.id,
        productId: product.id,
        rating,
        title: 'Fits well',
        status: 'Pending',
        author: 'Asha R.',
        selectedModel: 'iPhone 16 Pro',
        replyBody: null,
      });
    }
  });

  it('publishes at once with REVIEWS_MODERATION=auto, low ratings too', async () => {
    const { token } = await deliveredLine(auto.database.db);
    const response = await post(review(token, { rating: 1, title: undefined }), auto.app);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'Published' });
  });

  it('takes one review per line: a second, or 20 at once, answer 409 ALREADY_REVIEWED', async () => {
    const { token, line } = await deliveredLine();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(review(token))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const conflict = answers.find((answer) => answer.statusCode === 409);
    expect(conflict?.json()).toMatchObject({
      code: 'ALREADY_REVIEWED',
      message: 'You have already reviewed this item.',
    });
    expect(await db.select().from(reviews).where(eq(reviews.orderItemId, line.id))).toHaveLength(1);
  });

  it('refuses a bad rating, title, body or photo list with 400 and the reason', async () => {
    const { token } = await deliveredLine();
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: 0 }, REVIEW_MESSAGES.rating],
      [{ rating: 6 }, REVIEW_MESSAGES.rating],
      [{ rating: 4.5 }, REVIEW_MESSAGES.rating],
      [{ rating: '5' }, REVIEW_MESSAGES.rating],
      [{ title: 'x'.repeat(81) }, REVIEW_MESSAGES.title],
      [{ body: 'Too short' }, REVIEW_MESSAGES.body],
      [{ body: `   ${'a'.repeat(9)}   ` }, REVIEW_MESSAGES.body],
      [{ body: 'b'.repeat(2001) }, REVIEW_MESSAGES.body],
      [{ body: 42 }, REVIEW_MESSAGES.body],
      [{ photoIds: Array.from({ length: 6 }, () => randomUUID()) }, REVIEW_MESSAGES.photos],
    ];
    for (const [change, message] of cases) {
      const response = await post(review(token, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const body = ErrorBodySchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(body), JSON.stringify(change)).toContain(message);
    }
    for (const payload of [null, [], {}, { rating: 5, body: 'long enough text' }]) {
      expect((await post(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Nothing was stored by the refused posts: the line can still be reviewed.
    expect((await post(review(token))).statusCode).toBe(201);
  });

  it('attaches the photos uploaded with the line’s link; any other photo refuses the review', async () => {
    const { token, line } = await deliveredLine();
    const other = await deliveredLine();
    const photo = async (of: { id: string; orderId: string }) => {
      const [row] = await db
        .insert(reviewPhotos)
        .values({
          orderId: of.orderId,
          orderItemId: of.id,
          storageKey: `${randomUUID()}/1280.webp`,
        })
        .returning();
      if (!row) throw new Error('no photo');
      return row.id;
    };
    const own = [await photo(line), await photo(line)];
    for (const photoIds of [[randomUUID()], [own[0], await photo(other.line)]]) {
      const refused = await post(review(token, { photoIds }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: { photoIds: UNKNOWN_PHOTO_MESSAGE } },
      });
    }
    // Nothing was kept of the refused posts: the review and its photos go in now.
    const response = await post(review(token, { photoIds: own }));
    expect(response.statusCode).toBe(201);
    const { _id: id } = response.json<{ _id: string }>();
    const attached = await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, id));
    expect(attached.map((row) => row.id).sort()).toEqual([...own].sort());
  });

  it('answers 404 for a bad or expired token', async () => {
    const { line } = await deliveredLine();
    const expired = createReviewToken(SECRET, line.id, new Date(Date.now() - 181 * 86_400_000));
    for (const token of ['nonsense', expired]) {
      const response = await post(review(token));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('authorName', () => {
  it('is the first name and the last name’s initial', () => {
    expect(authorName('Asha', 'Rao')).toBe('Asha R.');
    expect(authorName(' Ravi Kumar ', ' sharma')).toBe('Ravi S.');
    expect(authorName('Ishaan', '')).toBe('Ishaan');
  });
});
