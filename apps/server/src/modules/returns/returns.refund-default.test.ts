import { AdminReturnListSchema, AdminReturnSchema } from '@skins/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createCampaign } from '../../testing/factories.ts';
import { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { refundHelpers } from '../../testing/return-refund-kit.ts';
import { RETURNS_TEST_ENV, returnsHelpers } from '../../testing/returns-test-kit.ts';

// The admin's view of a return carries `refundDefault` (rupees): what PUT /returns/{id}/refund
// without an amount refunds now, priced as the refund prices it (return-worth.ts), or null when
// the refund would be refused.

const fake = await FakeRazorpay.start();
afterAll(() => fake.close());
const context = await buildTestApp({ ...RETURNS_TEST_ENV, ...fake.env() }, { authenticateAdmin });
const { app, database } = context;
const { db } = database;
const { deliveredOrder, requestReturn, adminPut } = returnsHelpers(context);
const { paidOrder, returnReadyToRefund, refund } = refundHelpers(context, fake);

async function adminView(id: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/returns/${id}`,
    headers: ADMIN,
  });
  expect(response.statusCode).toBe(200);
  return AdminReturnSchema.parse(response.json());
}

describe('refundDefault', () => {
  it('is what the refund then refunds, after the order’s earlier refunds, and null once refunded', async () => {
    const coupon = await createCampaign(db, { discountBp: 1000 });
    const { order, token, itemIds } = await paidOrder({
      campaign: coupon,
      lines: [{ price: 549, quantity: 3 }, { price: 899 }],
    });
    const [obsidian = '', marble = ''] = itemIds;
    const ready = [
      await returnReadyToRefund(order, token, [{ itemId: obsidian, quantity: 1 }]),
      await returnReadyToRefund(order, token, [{ itemId: obsidian, quantity: 1 }]),
      await returnReadyToRefund(order, token, [
        { itemId: obsidian, quantity: 1 },
        { itemId: marble, quantity: 1 },
      ]),
    ];
    // The queue shows the same figure as the return's own view.
    const queue = AdminReturnListSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/returns?status=Received',
          headers: ADMIN,
        })
      ).json(),
    );
    const first = ready[0]?._id ?? '';
    expect(queue.data.find((row) => row._id === first)?.refundDefault).toBe(
      (await adminView(first)).refundDefault,
    );

    let refundedInPaise = 0;
    for (const { _id: id } of ready) {
      const shown = (await adminView(id)).refundDefault;
      expect(shown).not.toBeNull();
      const answer = await refund(id);
      expect(answer.statusCode).toBe(200);
      const refunded = AdminReturnSchema.parse(answer.json());
      expect(refunded.refund?.amount).toBe(shown);
      expect(refunded.refundDefault).toBeNull();
      expect((await adminView(id)).refundDefault).toBeNull();
      refundedInPaise += Math.round((shown ?? 0) * 100);
    }
    // Priced one after another, the three refunds give back exactly what was paid.
    expect(refundedInPaise).toBe(order.amountPaidInPaise);
  });

  it('is null while the refund would be refused, and set for a faulty skin’s approved refund', async () => {
    const { order, token, itemIds } = await paidOrder({ lines: [{ price: 549, quantity: 5 }] });
    const ask = (overrides: Parameters<typeof requestReturn>[3]) =>
      requestReturn(order.id, token, itemIds, overrides);
    const unused = { reason: 'ChangedMind' as const, resolution: 'Refund' as const, photoIds: [] };

    const requested = await ask(unused);
    const awaitingGoods = await ask(unused);
    await adminPut(`/api/returns/${awaitingGoods._id}/approve`);
    const replacement = await ask({});
    await adminPut(`/api/returns/${replacement._id}/approve`);
    const rejected = await ask(unused);
    await adminPut(`/api/returns/${rejected._id}/reject`, { reason: 'Used.' });
    for (const { _id: id } of [requested, awaitingGoods, replacement, rejected]) {
      expect((await adminView(id)).refundDefault).toBeNull();
    }

    // Rs. 549 plus 8% tax, nothing needing to come back.
    const faulty = await ask({ reason: 'Damaged', resolution: 'Refund' });
    const approved = AdminReturnSchema.parse(
      (await adminPut(`/api/returns/${faulty._id}/approve`)).json(),
    );
    expect(approved.refundDefault).toBe(592.92);
  });

  it('is null while a cash-on-delivery order is not marked paid', async () => {
    const { order, token, itemIds } = await deliveredOrder({
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
    });
    const created = await requestReturn(order.id, token, itemIds, {
      reason: 'Damaged',
      resolution: 'Refund',
    });
    const approved = AdminReturnSchema.parse(
      (await adminPut(`/api/returns/${created._id}/approve`)).json(),
    );
    expect(approved.refundDefault).toBeNull();
    expect((await refund(created._id, { reference: 'UPI-1' })).statusCode).toBe(409);
  });
});
