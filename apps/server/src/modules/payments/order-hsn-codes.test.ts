import { VerifyPaymentResultSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutRequest } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { categories } from '../catalog/catalog.tables.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { checkouts } from './checkouts.tables.ts';
import { verifyPaymentApp } from './verify-payment.fixtures.ts';

// Which HSN code a paid order's lines carry: the one read with the price at create-order
// (decision 042), or the category's, for a checkout stored before that.
const { fake, db, openOrder, verify } = await verifyPaymentApp();

describe('HSN codes of a paid order', () => {
  const linesOf = (orderId: string) =>
    db
      .select({ hsnCode: orderItems.hsnCode })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
  const setAccessoriesCode = (hsnCode: string) =>
    db.update(categories).set({ hsnCode }).where(eq(categories.slug, 'accessories'));

  it('keeps the code the checkout was priced with, like its price', async () => {
    const product = await createProduct(db, { productType: 'airpods' });
    await setAccessoriesCode('8518');
    try {
      const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
      await setAccessoriesCode('3919');
      const response = await verify(fake.pay(razorpayOrderId));
      const { orderId } = VerifyPaymentResultSchema.parse(response.json());
      expect(await linesOf(orderId)).toEqual([{ hsnCode: '8518' }]);
    } finally {
      await setAccessoriesCode('3919');
    }
  });

  it('reads the category’s code when the checkout was stored without one (before decision 042)', async () => {
    const product = await createProduct(db, { productType: 'airpods' });
    const { razorpayOrderId } = await openOrder(checkoutRequest([{ product }]));
    const [stored] = await db
      .select({ id: checkouts.id, snapshot: checkouts.snapshot })
      .from(checkouts)
      .where(eq(checkouts.razorpayOrderId, razorpayOrderId));
    if (!stored) throw new Error('no checkout');
    const lines = stored.snapshot.lines.map(({ hsnCode: _dropped, ...line }) => line);
    await db
      .update(checkouts)
      .set({ snapshot: { ...stored.snapshot, lines } })
      .where(eq(checkouts.id, stored.id));
    await setAccessoriesCode('8518');
    try {
      const response = await verify(fake.pay(razorpayOrderId));
      const { orderId } = VerifyPaymentResultSchema.parse(response.json());
      expect(await linesOf(orderId)).toEqual([{ hsnCode: '8518' }]);
    } finally {
      await setAccessoriesCode('3919');
    }
  });
});
