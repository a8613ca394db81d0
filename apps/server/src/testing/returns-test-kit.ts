// Shared by the returns module's API tests: delivered orders whose token derives from the app's
// secret, return photos as the upload leaves them, the shopper's and the admin's calls, and the
// mails and rows a return left behind, over the app and database a test file builds for itself.
import { randomUUID } from 'node:crypto';
import { type CreateReturnRequest, OrderSchema } from '@skins/shared';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { returnEvents } from '../modules/returns/returns.tables.ts';
import { reviewPhotos } from '../modules/reviews/reviews.tables.ts';
import type { TestContext } from './build-test-app.ts';
import { createOrder, type OrderOverrides } from './factories.ts';
import { fulfilmentHelpers, PUBLIC_URL, SECRET } from './fulfilment-test-kit.ts';

export { PUBLIC_URL, SECRET };
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the owner's mails go in these tests (SHOP_ORDERS_EMAIL). */
export const OWNER_EMAIL = 'orders@skins.example.in';

/** The settings a returns test app runs with: the shared secret, the address, no post limit. */
export const RETURNS_TEST_ENV = {
  APP_SECRET: SECRET,
  PUBLIC_URL,
  RATE_LIMIT_RETURN_PER_MINUTE: '100000',
  RETURN_WINDOW_DAYS: '7',
  SHOP_GRIEVANCE_NAME: 'Meera Iyer',
  SHOP_GRIEVANCE_EMAIL: 'grievance@skins.example.in',
  SHOP_GRIEVANCE_PHONE: '+91 80 4000 1234',
  SHOP_ORDERS_EMAIL: OWNER_EMAIL,
};

/** The admin's steps on a return, each with a body it accepts. */
export const RETURN_STEPS: Record<string, object | undefined> = {
  approve: undefined,
  reject: { reason: 'The photo shows a skin applied with a knife.' },
  'request-info': { question: 'Could you send a photo of the whole back?' },
  receive: undefined,
};

export function returnsHelpers(context: TestContext) {
  const {
    app,
    database: { db },
  } = context;
  /**
   * An order delivered `deliveredDaysAgo` days ago (1 by default) with the given lines, its token
   * derived from the app's secret, and its lines' ids.
   */
  async function deliveredOrder(overrides: OrderOverrides & { deliveredDaysAgo?: number } = {}) {
    const { deliveredDaysAgo = 1, ...rest } = overrides;
    const { order, token } = await createOrder(db, {
      tokenSecret: SECRET,
      status: 'Delivered',
      createdAt: new Date(Date.now() - deliveredDaysAgo * DAY_MS),
      ...rest,
    });
    const view = OrderSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/orders/${order.id}`,
          headers: { 'x-order-token': token },
        })
      ).json(),
    );
    return { order, token, itemIds: view.products.map((line) => line._id) };
  }

  /** A photo uploaded with the order's token (POST /reviews/photos leaves this row). */
  async function photoOf(orderId: string): Promise<string> {
    const [row] = await db
      .insert(reviewPhotos)
      .values({ orderId, storageKey: `${randomUUID()}/1280.webp` })
      .returning();
    if (!row) throw new Error('no photo');
    return row.id;
  }

  /** A misprint of one unit of the order's first line, for a replacement, with one photo. */
  async function returnBody(
    orderId: string,
    itemIds: string[],
    overrides: Partial<CreateReturnRequest> = {},
  ): Promise<CreateReturnRequest> {
    return {
      lines: [{ itemId: itemIds[0] ?? '', quantity: 1 }],
      reason: 'Misprint',
      details: 'The print is blurred on the left edge.',
      photoIds: [await photoOf(orderId)],
      resolution: 'Replacement',
      ...overrides,
    };
  }

  const postReturn = (orderId: string, token: string | null, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/returns`,
      headers: token === null ? {} : { 'x-order-token': token },
      payload: payload as object,
    });

  /** A return asked for (201), answering its id and number. */
  async function requestReturn(
    orderId: string,
    token: string,
    itemIds: string[],
    overrides: Partial<CreateReturnRequest> = {},
  ): Promise<{ _id: string; number: string }> {
    const response = await postReturn(
      orderId,
      token,
      await returnBody(orderId, itemIds, overrides),
    );
    if (response.statusCode !== 201) throw new Error(`return refused: ${response.body}`);
    return response.json();
  }

  const { put: adminPut, mailsTo } = fulfilmentHelpers(context);

  /** A requested return on a fresh delivered order: a misprint for a replacement by default. */
  async function requestedReturn(overrides: Partial<CreateReturnRequest> = {}) {
    const { order, token, itemIds } = await deliveredOrder({ lines: [{ quantity: 2 }] });
    const created = await requestReturn(order.id, token, itemIds, overrides);
    return { order, token, itemIds, id: created._id, number: created.number };
  }

  /** The admin's step (`approve`, `reject`, …) on a return. */
  const returnStep = (id: string, action: string, payload?: object) =>
    adminPut(`/api/returns/${id}/${action}`, payload);

  /** A change-of-mind return of these units, approved and received: ready to refund. */
  async function returnReadyToRefund(
    order: { id: string },
    token: string,
    lines: { itemId: string; quantity: number }[],
  ) {
    const created = await requestReturn(order.id, token, [], {
      lines,
      reason: 'ChangedMind',
      resolution: 'Refund',
      photoIds: [],
    });
    expect((await adminPut(`/api/returns/${created._id}/approve`)).statusCode).toBe(200);
    expect((await adminPut(`/api/returns/${created._id}/receive`)).statusCode).toBe(200);
    return created;
  }

  async function eventsOf(returnId: string) {
    return db
      .select()
      .from(returnEvents)
      .where(eq(returnEvents.returnId, returnId))
      .orderBy(asc(returnEvents.at));
  }

  return {
    deliveredOrder,
    photoOf,
    returnBody,
    postReturn,
    requestReturn,
    returnReadyToRefund,
    requestedReturn,
    returnStep,
    adminPut,
    mailsTo,
    eventsOf,
  };
}
