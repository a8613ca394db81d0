import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutRequest, countRows, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { paymentCalls } from '../../testing/payment-calls.ts';
import { MailService } from '../mail/mail.service.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { orderUpdates } from '../messages/index.ts';
import { findOrderByToken } from '../orders/orders.service.ts';
import { orders } from '../orders/orders.tables.ts';
import { checkouts } from './checkouts.tables.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { reconcilePendingCheckouts } from './reconciler.ts';

const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const APP_SECRET = randomBytes(32).toString('hex');
const { app, database } = await buildTestApp({ ...fake.env(), APP_SECRET });
const { db } = database;
const { openOrder, verify } = paymentCalls(app);

// The same parts the app wires, so a pass here is what the app's timer runs.
const deps: PaymentsDeps = {
  db,
  gateway: new RazorpayGateway({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    apiBase: fake.apiBase,
  }),
  mail: new MailService({ db, transport: null, from: 'shop@example.in', log: app.log }),
  secret: APP_SECRET,
  publicUrl: 'http://localhost:3000',
  ordersEmail: undefined,
  orderUpdates: orderUpdates({
    messaging: { whatsapp: null, sms: null },
    publicUrl: 'http://localhost:3000',
    secret: APP_SECRET,
  }),
  log: app.log,
};

const MINUTE_MS = 60_000;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS);

/** Makes every earlier checkout look settled-long-ago, so each test sees only its own. */
async function retireOtherCheckouts() {
  await db.update(checkouts).set({ createdAt: new Date(0), updatedAt: new Date(0) });
}

beforeEach(async () => {
  fake.setOutage(null);
  await retireOtherCheckouts();
});

describe('reconcilePendingCheckouts', () => {
  it('records a paid checkout whose browser and webhook never arrived, once it is a few minutes old', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }], { email }));
    const handler = fake.pay(razorpayOrderId);

    expect(await reconcilePendingCheckouts(deps, minutesFromNow(1))).toEqual({
      checked: 0,
      recorded: 0,
      failed: 0,
      swept: 0,
    });
    expect(await reconcilePendingCheckouts(deps, minutesFromNow(6))).toEqual({
      checked: 1,
      recorded: 1,
      failed: 0,
      swept: 0,
    });
    const [order] = await db.select().from(orders).where(eq(orders.email, email));
    expect(order).toMatchObject({
      paymentStatus: 'Completed',
      razorpayPaymentId: handler.razorpay_payment_id,
    });
    expect(await countRows(db, mailOutbox, eq(mailOutbox.toAddress, email))).toBe(1);

    // The shopper's browser comes back late: the same order, and a token that opens it.
    const late = await verify(handler);
    expect(late.json().orderId).toBe(order?.id);
    expect(await findOrderByToken(db, late.json().token)).toMatchObject({ _id: order?.id });
    expect(await countRows(db, mailOutbox, eq(mailOutbox.toAddress, email))).toBe(1);
  });

  it('sweeps a checkout whose create-order stopped before the gateway order, once 5 minutes old', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }], { email }));
    // As if the process had stopped between storing the checkout and opening its gateway order.
    await db
      .update(checkouts)
      .set({ razorpayOrderId: null })
      .where(eq(checkouts.razorpayOrderId, razorpayOrderId));

    expect(await reconcilePendingCheckouts(deps, minutesFromNow(1))).toMatchObject({ swept: 0 });
    expect(await countRows(db, checkouts, eq(checkouts.email, email))).toBe(1);
    expect(await reconcilePendingCheckouts(deps, minutesFromNow(6))).toMatchObject({
      swept: 1,
      checked: 0,
    });
    expect(await countRows(db, checkouts, eq(checkouts.email, email))).toBe(0);
  });

  it('captures an authorized payment it finds, and ignores failed attempts', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }], { email }));
    fake.fail(razorpayOrderId);
    const handler = fake.pay(razorpayOrderId, { capture: 'manual' });

    const report = await reconcilePendingCheckouts(deps, minutesFromNow(6));
    expect(report).toMatchObject({ checked: 1, recorded: 1 });
    expect(fake.payments.get(handler.razorpay_payment_id)?.status).toBe('captured');
    expect(await countRows(db, orders, eq(orders.email, email))).toBe(1);
  });

  it('asks about an unpaid checkout again only after a pause as long as its age', async () => {
    const product = await createProduct(db);
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
    const listed = () => fake.callsTo('GET', `/v1/orders/${razorpayOrderId}/payments`).length;

    await reconcilePendingCheckouts(deps, minutesFromNow(6));
    expect(listed()).toBe(1);
    await reconcilePendingCheckouts(deps, minutesFromNow(7));
    expect(listed()).toBe(1);
    // Asked at ~6 minutes of age; the next look is at least 6 minutes later.
    await reconcilePendingCheckouts(deps, minutesFromNow(13));
    expect(listed()).toBe(2);

    fake.fail(razorpayOrderId);
    expect(await reconcilePendingCheckouts(deps, minutesFromNow(40))).toMatchObject({
      checked: 1,
      recorded: 0,
    });
  });

  it('gives up on checkouts older than three days', async () => {
    const product = await createProduct(db);
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
    fake.pay(razorpayOrderId);
    const report = await reconcilePendingCheckouts(deps, minutesFromNow(3 * 24 * 60 + 1));
    expect(report.checked).toBe(0);
  });

  it('logs a gateway outage, records nothing and tries again on a later pass', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }], { email }));
    fake.pay(razorpayOrderId);
    fake.setOutage('server-error');
    expect(await reconcilePendingCheckouts(deps, minutesFromNow(6))).toEqual({
      checked: 1,
      recorded: 0,
      failed: 1,
      swept: 0,
    });
    expect(await countRows(db, orders, eq(orders.email, email))).toBe(0);

    fake.setOutage(null);
    expect(await reconcilePendingCheckouts(deps, minutesFromNow(20))).toMatchObject({
      recorded: 1,
    });
    expect(await countRows(db, orders, eq(orders.email, email))).toBe(1);
  });

  it('leaves checkouts that verify already recorded', async () => {
    const product = await createProduct(db);
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
    await verify(fake.pay(razorpayOrderId));
    expect((await reconcilePendingCheckouts(deps, minutesFromNow(6))).checked).toBe(0);
  });
});
