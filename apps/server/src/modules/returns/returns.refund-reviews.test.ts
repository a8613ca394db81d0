import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import {
  PUBLIC_URL,
  RETURNS_TEST_ENV,
  returnsHelpers,
  SECRET,
} from '../../testing/returns-test-kit.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { deliveredOrdersToAsk } from '../orders/index.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { sweepReviewRequests } from '../reviews/review-request.ts';
import { createReviewToken } from '../reviews/review-token.ts';
import { reviews } from '../reviews/reviews.tables.ts';

// A return's refund and the reviews (API.md: never ask a refunded order; decisions 051, 054): the
// order stays `Completed` after a return's refund, but a line whose every unit was refunded is
// not the buyer's to review any more: its link is 404 and the request mail leaves it out.

const context = await buildTestApp(RETURNS_TEST_ENV, { authenticateAdmin });
const { app, database } = context;
const { db } = database;
const { deliveredOrder, returnReadyToRefund, adminPut } = returnsHelpers(context);

/** A delivered cash-on-delivery order, paid: its refunds are made by hand (no gateway). */
async function paidCodOrder() {
  return deliveredOrder({
    paymentMethod: 'COD',
    razorpayPaymentId: null,
    lines: [
      { product: await createProduct(db), quantity: 2, name: 'Obsidian Carbon Skin' },
      { product: await createProduct(db), name: 'Sakura Marble Skin' },
    ],
  });
}

/** A change-of-mind return of these units, approved, received and refunded by UPI. */
async function refundReturnOf(
  order: { id: string },
  token: string,
  lines: { itemId: string; quantity: number }[],
) {
  const created = await returnReadyToRefund(order, token, lines);
  // Refused (no reference): rolled back, nothing more recorded as refunded.
  const before = await refundedUnits(order.id);
  expect((await adminPut(`/api/returns/${created._id}/refund`)).statusCode).toBe(400);
  expect(await refundedUnits(order.id)).toEqual(before);
  const refunded = await adminPut(`/api/returns/${created._id}/refund`, {
    reference: 'UPI 412345678901',
  });
  expect(refunded.statusCode).toBe(200);
}

const refundedUnits = async (orderId: string) =>
  (
    await db
      .select({ refunded: orderItems.refundedQuantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position))
  ).map((line) => line.refunded);

const reviewLink = (itemId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/reviews/request/${encodeURIComponent(createReviewToken(SECRET, itemId))}`,
  });

const postReview = (itemId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: {
      token: createReviewToken(SECRET, itemId),
      rating: 5,
      body: 'Lovely print, and it fits the camera cut-out exactly.',
    },
  });

const requestMailsOf = (orderId: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'review-request')));

const sweepNow = () =>
  sweepReviewRequests(db, { mail: app.mail, publicUrl: PUBLIC_URL, secret: SECRET }, 0);

describe('a line refunded by returns and its review', () => {
  it('is not reviewable once every unit is refunded; a line with a unit kept still is', async () => {
    const { order, token, itemIds } = await paidCodOrder();
    const [twoUnits = '', oneUnit = ''] = itemIds;
    await refundReturnOf(order, token, [
      { itemId: twoUnits, quantity: 1 },
      { itemId: oneUnit, quantity: 1 },
    ]);
    expect(await refundedUnits(order.id)).toEqual([1, 1]);

    expect((await reviewLink(oneUnit)).statusCode).toBe(404);
    expect((await postReview(oneUnit)).statusCode).toBe(404);
    expect(await db.select().from(reviews).where(eq(reviews.orderItemId, oneUnit))).toEqual([]);
    // One of its two units kept: still the buyer's to review.
    expect((await reviewLink(twoUnits)).statusCode).toBe(200);

    await refundReturnOf(order, token, [{ itemId: twoUnits, quantity: 1 }]);
    expect(await refundedUnits(order.id)).toEqual([2, 1]);
    expect((await reviewLink(twoUnits)).statusCode).toBe(404);
    expect((await postReview(twoUnits)).statusCode).toBe(404);
  });
});

describe('the review request sweep after a return’s refund', () => {
  it('never asks about an order whose every line was refunded, nor takes it as a candidate', async () => {
    const { order, token, itemIds } = await paidCodOrder();
    await refundReturnOf(order, token, [
      { itemId: itemIds[0] ?? '', quantity: 2 },
      { itemId: itemIds[1] ?? '', quantity: 1 },
    ]);
    const candidates = await deliveredOrdersToAsk(db, {
      deliveredBefore: new Date(),
      limit: 1000,
      unless: () => sql`true`,
    });
    expect(candidates).not.toContain(order.id);
    await sweepNow();
    expect(await requestMailsOf(order.id)).toEqual([]);
  });

  it('asks about the lines kept only, one link each', async () => {
    const { order, token, itemIds } = await paidCodOrder();
    await refundReturnOf(order, token, [{ itemId: itemIds[1] ?? '', quantity: 1 }]);
    await sweepNow();
    const [mail, ...more] = await requestMailsOf(order.id);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Obsidian Carbon Skin');
    expect(mail?.text).not.toContain('Sakura Marble Skin');
    const links = [...(mail?.text ?? '').matchAll(/\/review\/(\S+)/g)];
    expect(links).toHaveLength(1);
  });
});
