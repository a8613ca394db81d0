import { ErrorBodySchema, OrderTrackingSchema, trackedReturnWindow } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import { RETURNS_TEST_ENV, returnsHelpers } from '../../testing/returns-test-kit.ts';
import { returns } from './returns.tables.ts';

// The return window (RETURN_WINDOW_DAYS after the last delivery, decision 053): the server's
// 409 RETURN_WINDOW_CLOSED, and the same instant the pages compute from the track view.

const context = await buildTestApp(RETURNS_TEST_ENV, { authenticateAdmin });
const { app, database } = context;
const { db } = database;
const { deliveredOrder, returnBody, postReturn, mailsTo } = returnsHelpers(context);

const errorOf = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json());

afterEach(() => {
  vi.useRealTimers();
});

describe('the return window', () => {
  it('answers 409 RETURN_WINDOW_CLOSED after the window, and before delivery', async () => {
    const late = await deliveredOrder({ deliveredDaysAgo: 7.01 });
    const lateAnswer = await postReturn(
      late.order.id,
      late.token,
      await returnBody(late.order.id, late.itemIds),
    );
    expect(lateAnswer.statusCode).toBe(409);
    expect(errorOf(lateAnswer)).toMatchObject({
      code: 'RETURN_WINDOW_CLOSED',
      message:
        "Returns can be started within 7 days of delivery, and this order's 7 days have passed.",
    });
    const onTime = await deliveredOrder({ deliveredDaysAgo: 6.9 });
    expect(
      (
        await postReturn(
          onTime.order.id,
          onTime.token,
          await returnBody(onTime.order.id, onTime.itemIds),
        )
      ).statusCode,
    ).toBe(201);

    for (const status of ['Placed', 'Processing', 'Shipped', 'Cancelled'] as const) {
      const early = await deliveredOrder({ status });
      const answer = await postReturn(
        early.order.id,
        early.token,
        await returnBody(early.order.id, early.itemIds),
      );
      expect(answer.statusCode).toBe(409);
      expect(errorOf(answer)).toMatchObject({
        code: 'RETURN_WINDOW_CLOSED',
        message: 'A return can be started once the order has been delivered.',
      });
    }
    expect(await db.select().from(returns).where(eq(returns.orderId, late.order.id))).toHaveLength(
      0,
    );
    expect(await mailsTo(late.order.email)).toHaveLength(0);
  });

  it('closes at the instant the pages say, from the track view’s history', async () => {
    const { order, token, itemIds } = await deliveredOrder({
      deliveredDaysAgo: 7,
      lines: [{ quantity: 2 }],
    });
    const tracking = OrderTrackingSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/orders/track-order/${order.id}` })).json(),
    );
    const window = trackedReturnWindow(tracking, 7, new Date());
    if (!window) throw new Error('a delivered order has a window');
    const closesAt = Date.parse(window.closesAt);

    vi.useFakeTimers({ toFake: ['Date'], now: closesAt });
    const closed = await postReturn(order.id, token, await returnBody(order.id, itemIds));
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed)).toMatchObject({
      code: 'RETURN_WINDOW_CLOSED',
      details: { closedAt: window.closesAt },
    });

    vi.setSystemTime(closesAt - 1);
    const open = await postReturn(order.id, token, await returnBody(order.id, itemIds));
    expect(open.statusCode).toBe(201);
    expect(await db.select().from(returns).where(eq(returns.orderId, order.id))).toHaveLength(1);
  });
});
