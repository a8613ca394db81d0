import {
  CodOrderResultSchema,
  SimulatedHandlerResponseSchema,
  VerifyPaymentResultSchema,
} from '@skins/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createTestAdmin } from '../../testing/auth-test-kit.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutRequest, codRequest, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { paymentCalls } from '../../testing/payment-calls.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { orderEvents } from './orders.tables.ts';

// Issue [14] item 13: the owner hears of every order placed by a shopper and of every cancel
// request, in the transaction of the change (as the shopper's mails), exactly once.

const PUBLIC_URL = 'https://shop.example.in';
const COD_ENV = {
  PUBLIC_URL,
  COD_ENABLED: 'true',
  RATE_LIMIT_COD_PER_MINUTE: '100000',
  RATE_LIMIT_COD_PER_PHONE_PER_HOUR: '100000',
};
// Without SHOP_ORDERS_EMAIL: the oldest admin's address.
const shop = await buildTestApp(COD_ENV);
// With it: that address, whoever the admins are.
const ORDERS_EMAIL = 'orders@skins.example';
const configured = await buildTestApp({ ...COD_ENV, SHOP_ORDERS_EMAIL: 'Orders@Skins.Example' });

const ownerMailsOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'owner-new-order')));

async function placeCod(app: App, db: Db, options: { note?: string } = {}) {
  const product = await createProduct(db, { name: 'Carbon Black Skin', price: 549 });
  const body = codRequest([{ product, quantity: 2, model: 'iPhone 16' }], {
    email: uniqueEmail(),
  });
  if (options.note) body.orderDetails.shippingInfo.customerNote = options.note;
  const response = await app.inject({ method: 'POST', url: '/api/payments/cod', payload: body });
  expect(response.statusCode).toBe(201);
  return { body, ...CodOrderResultSchema.parse(response.json()) };
}

/** An online order through the simulated gateway: create-order → pay → verify (twice). */
async function placeOnline(app: App, db: Db) {
  const product = await createProduct(db, { price: 799 });
  const created = await paymentCalls(app).openOrder(
    checkoutRequest([{ product }], { email: uniqueEmail() }),
  );
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payments/simulate',
    payload: { razorpayOrderId: created.razorpayOrderId, outcome: 'success' },
  });
  const handler = SimulatedHandlerResponseSchema.parse(paid.json());
  const verify = () => paymentCalls(app).verify(handler);
  const first = await verify();
  expect(first.statusCode).toBe(200);
  // The browser's retry (or the webhook, the reconciler): the same order, no second mail.
  const again = await verify();
  expect(again.statusCode).toBe(200);
  const { orderId } = VerifyPaymentResultSchema.parse(first.json());
  expect(VerifyPaymentResultSchema.parse(again.json()).orderId).toBe(orderId);
  return { orderId };
}

describe("the owner's new-order mail", () => {
  it('is not written while there is no admin and no SHOP_ORDERS_EMAIL (nowhere to send it)', async () => {
    const { orderId } = await placeCod(shop.app, shop.database.db);
    expect(await ownerMailsOf(shop.database.db, orderId)).toEqual([]);
  });

  it('goes to the oldest admin for an online order, once though the payment is verified twice', async () => {
    const { db } = shop.database;
    const owner = await createTestAdmin(db, { email: 'owner@skins.example' });
    await createTestAdmin(db, { email: 'staff@skins.example' });

    const { orderId } = await placeOnline(shop.app, db);
    const mails = await ownerMailsOf(db, orderId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.toAddress).toBe(owner.email);
    expect(mail?.subject).toMatch(/^New order #\d+: Rs\. 862\.92, paid online$/);
    expect(mail?.text).toContain('Payment: Paid online');
    expect(mail?.text).toContain(`${PUBLIC_URL}/admin/orders/${orderId}`);
  });

  it('names a cash-on-delivery order, its items, total and where it ships; once for a repeated checkout', async () => {
    const { db } = shop.database;
    const { body, orderId, number } = await placeCod(shop.app, db, { note: 'Leave at the gate' });
    const repeat = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/cod',
      payload: body,
    });
    expect(repeat.json()).toMatchObject({ orderId });

    const mails = await ownerMailsOf(db, orderId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.toAddress).toBe('owner@skins.example');
    expect(mail?.subject).toBe(
      `New order #${number}: Rs. 1,185.84, cash on delivery (collect on delivery)`,
    );
    const { city, state } = body.orderDetails.shippingInfo;
    for (const text of [mail?.text, mail?.html]) {
      expect(text).toContain(`New order #${number}`);
      expect(text).toContain('2 × Carbon Black Skin');
      expect(text).toContain('Rs. 1,185.84');
      expect(text).toContain('Cash on delivery');
      expect(text).toContain(`${city}, ${state}`);
      expect(text).toContain('Leave at the gate');
      expect(text).toContain(`${PUBLIC_URL}/admin/orders/${orderId}`);
    }
  });

  it('goes to SHOP_ORDERS_EMAIL when it is set, for online and cash-on-delivery orders', async () => {
    const { app, database } = configured;
    await createTestAdmin(database.db, { email: 'first-admin@skins.example' });
    const online = await placeOnline(app, database.db);
    const cod = await placeCod(app, database.db);
    for (const { orderId } of [online, cod]) {
      const mails = await ownerMailsOf(database.db, orderId);
      expect(mails.map((mail) => mail.toAddress)).toEqual([ORDERS_EMAIL]);
    }
  });
});

describe("the owner's cancel-request mail", () => {
  const requestCancel = (orderId: string, token: string, payload?: object) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/request-cancel`,
      headers: { 'x-order-token': token },
      ...(payload ? { payload } : {}),
    });
  const cancelMailsOf = (orderId: string) =>
    shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'owner-cancel-requested')));

  it("is written once with the shopper's reason, which the order's history keeps too", async () => {
    const { orderId, token, number } = await placeCod(shop.app, shop.database.db);
    const reason = 'Ordered the wrong model <oops>';
    expect((await requestCancel(orderId, token, { reason: `  ${reason} ` })).statusCode).toBe(200);
    // A second tap: the order has moved on; no second mail.
    expect((await requestCancel(orderId, token, { reason })).statusCode).toBe(409);

    const mails = await cancelMailsOf(orderId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.toAddress).toBe('owner@skins.example');
    expect(mail?.subject).toBe(`Cancellation requested for order #${number}`);
    expect(mail?.text).toContain(`The customer's reason: ${reason}`);
    expect(mail?.html).toContain('Ordered the wrong model &lt;oops&gt;');
    expect(mail?.text).toContain(`${PUBLIC_URL}/admin/orders/${orderId}`);
    const [event] = await shop.database.db
      .select({ note: orderEvents.note })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'CancelRequested')));
    expect(event?.note).toBe(reason);
  });

  it('is written without a reason when the shopper gives none (no body, or only spaces)', async () => {
    for (const payload of [undefined, { reason: '   ' }, {}]) {
      const { orderId, token } = await placeCod(shop.app, shop.database.db);
      const answer = await requestCancel(orderId, token, payload);
      expect(answer.statusCode, `${JSON.stringify(payload)}: ${answer.body}`).toBe(200);
      const mails = await cancelMailsOf(orderId);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('The customer gave no reason.');
    }
  });

  it('refuses a reason longer than 500 characters, writing nothing', async () => {
    const { orderId, token } = await placeCod(shop.app, shop.database.db);
    const response = await requestCancel(orderId, token, { reason: 'x'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(await cancelMailsOf(orderId)).toEqual([]);
  });
});
