import { VerifyPaymentResultSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutRequest, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { paymentCalls } from '../../testing/payment-calls.ts';
import { refuseMails } from '../../testing/refuse-mails.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { checkouts } from './checkouts.tables.ts';

// [9] defect 4: a crash between an order's commit and its mail lost the confirmation. The mail
// is now written in the order's own transaction: both exist, or neither does. The database
// itself refuses the mail here (a trigger), as a crash or a full disk would at that instant.

const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const { app, database } = await buildTestApp(fake.env());
const { db } = database;
const { openOrder, verify } = paymentCalls(app);

describe('the order and its confirmation mail', () => {
  it('are written together: when the mail cannot be, no order is either, and a retry makes both', async () => {
    const product = await createProduct(db, { price: 799 });
    const email = uniqueEmail();
    const { razorpayOrderId } = await openOrder(
      checkoutRequest([{ product, quantity: 1, model: 'iPhone 16' }], { email }),
    );
    const handler = fake.pay(razorpayOrderId);

    await refuseMails(db, true);
    const failed = await verify(handler);
    await refuseMails(db, false);

    expect(failed.statusCode).toBe(500);
    expect(await db.select().from(orders).where(eq(orders.email, email))).toEqual([]);
    const [checkout] = await db
      .select({ status: checkouts.status })
      .from(checkouts)
      .where(eq(checkouts.razorpayOrderId, razorpayOrderId));
    expect(checkout?.status).toBe('pending');

    // The payment is still captured: verifying again (or the reconciler) records it, with its mail.
    const retried = await verify(handler);
    expect(retried.statusCode).toBe(200);
    const { orderId } = VerifyPaymentResultSchema.parse(retried.json());
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
    expect(mails.map((mail) => mail.kind)).toEqual(['order-confirmation']);
  });
});
