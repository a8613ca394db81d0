// Shared by the messages module's API tests (issue [16], decision 060): a shop wired to the fake
// Cloud API and MSG91, shoppers who tick (or not) the order updates box at an online or cash on
// delivery checkout, orders with consent written by the factory, and the WhatsApp and SMS rows
// an order left in the outbox. Nothing waits for time: the sends are awaited as conditions.
import { randomInt } from 'node:crypto';
import { CodOrderResultSchema, type CreateOrderInput } from '@skins/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../modules/mail/mail.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { buildTestApp, type TestContext } from './build-test-app.ts';
import { COD_TEST_ENV, checkoutRequest, codRequest, uniqueEmail } from './checkout-requests.ts';
import { createOrder, createProduct, type OrderOverrides } from './factories.ts';
import type { FakeMsg91 } from './fake-msg91.ts';
import type { FakeWhatsApp } from './fake-whatsapp.ts';
import { fulfilmentHelpers } from './fulfilment-test-kit.ts';
import { authenticateAdmin } from './order-test-kit.ts';
import { startFakeProviders } from './outbox-channels-kit.ts';
import { paymentCalls } from './payment-calls.ts';
import { RETURNS_TEST_ENV, returnsHelpers } from './returns-test-kit.ts';

export { PUBLIC_URL, SECRET } from './returns-test-kit.ts';

/** A shop with the given fakes configured (either may be left out), COD on, no post limits. */
export function orderMessagesApp(fakes: {
  whatsapp?: FakeWhatsApp;
  msg91?: FakeMsg91;
  env?: Record<string, string>;
}): Promise<TestContext> {
  return buildTestApp(
    {
      ...RETURNS_TEST_ENV,
      ...COD_TEST_ENV,
      ...fakes.whatsapp?.env(),
      ...fakes.msg91?.env(),
      ...fakes.env,
    },
    { authenticateAdmin },
  );
}

/**
 * The shop most order message tests use: both fakes started, the app built against them, and
 * the calls those tests make (checkouts, the admin's order steps, returns).
 */
export async function orderMessagesShop() {
  const { whatsapp, msg91 } = await startFakeProviders();
  const context = await orderMessagesApp({ whatsapp, msg91 });
  const { put, mailsTo } = fulfilmentHelpers(context);
  const { deliveredOrder, requestReturn, returnStep } = returnsHelpers(context);
  return {
    ...context,
    db: context.database.db,
    whatsapp,
    msg91,
    ...orderMessagesHelpers(context),
    put,
    mailsTo,
    deliveredOrder,
    requestReturn,
    returnStep,
  };
}

/** A fresh Indian mobile number, so one test's opt-out never meets another's order. */
export const freshPhone = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export interface Shopper {
  phone: string;
  /** The shipping step's box; absent when undefined. */
  whatsappUpdates?: boolean;
}

type CheckoutBody = {
  orderDetails: Pick<CreateOrderInput['orderDetails'], 'user' | 'shippingInfo'>;
};

function withShopper<T extends CheckoutBody>(body: T, { phone, whatsappUpdates }: Shopper): T {
  const { orderDetails } = body;
  return {
    ...body,
    orderDetails: {
      ...orderDetails,
      user: { ...orderDetails.user, phone },
      shippingInfo: {
        ...orderDetails.shippingInfo,
        phone,
        ...(whatsappUpdates === undefined ? {} : { whatsappUpdates }),
      },
    },
  };
}

export interface PlacedOrder {
  orderId: string;
  number: number;
  token: string;
}

export function orderMessagesHelpers({ app, database: { db } }: TestContext) {
  const { paySimulated } = paymentCalls(app);

  /** Pays a checkout at the simulated gateway as the storefront does: create, simulate, verify. */
  async function placeOnline(shopper: Shopper, priceRupees = 549): Promise<PlacedOrder> {
    const product = await createProduct(db, { price: priceRupees });
    const body = withShopper(checkoutRequest([{ product }], { email: uniqueEmail() }), shopper);
    const { orderId, token } = await paySimulated(body);
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    return { orderId, token, number: row?.number ?? 0 };
  }

  /** A cash on delivery order. */
  async function placeCod(shopper: Shopper, priceRupees = 549): Promise<PlacedOrder> {
    const product = await createProduct(db, { price: priceRupees });
    const body = withShopper(codRequest([{ product }]), shopper);
    const placed = await app.inject({ method: 'POST', url: '/api/payments/cod', payload: body });
    expect(placed.statusCode, placed.body).toBe(201);
    return CodOrderResultSchema.parse(placed.json());
  }

  return { placeOnline, placeCod };
}

/** An order written by the factory whose shopper consented at `consentAt` (now by default). */
export async function consentedOrder(
  db: Db,
  overrides: OrderOverrides & { consentAt?: Date | null } = {},
) {
  const { consentAt = new Date(), ...rest } = overrides;
  const { order, token } = await createOrder(db, { phone: freshPhone(), ...rest });
  const [row] = await db
    .update(orders)
    .set({ whatsappConsentAt: consentAt })
    .where(eq(orders.id, order.id))
    .returning();
  if (!row) throw new Error('the order just written is gone');
  return { order: row, token };
}

/** The order's WhatsApp and SMS rows, oldest first. */
export function messagesOf(db: Db, orderId: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), ne(mailOutbox.channel, 'email')))
    .orderBy(asc(mailOutbox.createdAt));
}

/**
 * The order's confirmation mail, by its kind: an order has other mails with its id too (the
 * owner's new-order mail, each later event's).
 */
export async function confirmationMailOf(db: Db, orderId: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'order-confirmation')));
  if (!mail) throw new Error(`order ${orderId} has no confirmation mail`);
  return mail;
}

/** Waits until the order's rows of `kind` are all sent (the sends run after the commit). */
export async function sentMessagesOf(db: Db, orderId: string, kind: string) {
  return vi.waitFor(async () => {
    const rows = (await messagesOf(db, orderId)).filter((row) => row.kind === kind);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.status).toBe('sent');
    return rows;
  });
}

/** `9876543210` → the number messages go to. */
export const to = (phone: string) => `91${phone}`;
