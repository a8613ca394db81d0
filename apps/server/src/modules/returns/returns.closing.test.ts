import { AdminReturnSchema, ErrorBodySchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import { RETURNS_TEST_ENV, returnsHelpers } from '../../testing/returns-test-kit.ts';
import { returns } from './returns.tables.ts';

// No return is left open with no way out (decision 053): a refund nothing was paid for is
// refused when asked, and an approval that cannot be carried out is rejected by the owner.

const context = await buildTestApp(RETURNS_TEST_ENV, { authenticateAdmin });
const { database } = context;
const { db } = database;
const { deliveredOrder, returnBody, postReturn, requestReturn, adminPut, mailsTo, eventsOf } =
  returnsHelpers(context);

const fieldsOf = (response: { json: () => unknown }) =>
  ErrorBodySchema.parse(response.json()).details?.fields;

describe('a refund of items nothing was paid for', () => {
  it('is refused when asked, on the resolution, and nothing is kept or mailed', async () => {
    // A replacement order's lines (or a 100% coupon's) cost Rs. 0.
    const { order, token, itemIds } = await deliveredOrder({ lines: [{ price: 0 }] });
    const fault = await postReturn(
      order.id,
      token,
      await returnBody(order.id, itemIds, { reason: 'Damaged', resolution: 'Refund' }),
    );
    expect(fault.statusCode).toBe(400);
    expect(fieldsOf(fault)).toEqual({
      resolution:
        'Nothing was paid for these items, so there is nothing to refund. Choose a replacement instead.',
    });
    const unused = await postReturn(
      order.id,
      token,
      await returnBody(order.id, itemIds, {
        reason: 'ChangedMind',
        resolution: 'Refund',
        photoIds: [],
      }),
    );
    expect(unused.statusCode).toBe(400);
    expect(fieldsOf(unused)).toEqual({
      resolution: 'Nothing was paid for these items, so there is nothing to refund.',
    });
    expect(await db.select().from(returns).where(eq(returns.orderId, order.id))).toEqual([]);
    expect(await mailsTo(order.email)).toEqual([]);

    // A fault of a free skin is still replaced.
    const replaced = await postReturn(order.id, token, await returnBody(order.id, itemIds));
    expect(replaced.statusCode).toBe(201);
  });

  it('is accepted for a paid order', async () => {
    const { order, token, itemIds } = await deliveredOrder();
    const answer = await postReturn(
      order.id,
      token,
      await returnBody(order.id, itemIds, { reason: 'Damaged', resolution: 'Refund' }),
    );
    expect(answer.statusCode).toBe(201);
  });
});

describe('rejecting an approved return', () => {
  async function approved() {
    const { order, token, itemIds } = await deliveredOrder();
    const { _id: id } = await requestReturn(order.id, token, itemIds, {
      reason: 'ChangedMind',
      resolution: 'Refund',
      photoIds: [],
    });
    expect((await adminPut(`/api/returns/${id}/approve`)).statusCode).toBe(200);
    return { order, token, itemIds, id };
  }

  it('closes it once, recorded with the reason, mailed, and gives its units back', async () => {
    const { order, token, itemIds, id } = await approved();
    const reason = 'The skin never came back to us.';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adminPut(`/api/returns/${id}/reject`, { reason })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const rejected = AdminReturnSchema.parse(answers.find((a) => a.statusCode === 200)?.json());
    expect(rejected.status).toBe('Rejected');
    expect(rejected.history.at(-1)).toMatchObject({
      from: 'Approved',
      to: 'Rejected',
      actor: 'admin@example.in',
      note: reason,
    });
    const events = await eventsOf(id);
    expect(events.map((event) => event.toStatus)).toEqual(['Requested', 'Approved', 'Rejected']);

    const [mail, ...more] = await mailsTo(order.email, 'return-rejected');
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('We could not complete your return');
    expect(mail?.text).toContain('we approved your return');
    expect(mail?.text).toContain(`Reason: ${reason}`);
    expect(mail?.text).toContain('Meera Iyer');

    // The units are free to return again.
    expect(
      (await postReturn(order.id, token, await returnBody(order.id, itemIds))).statusCode,
    ).toBe(201);
  });

  it('needs the reason the shopper will read', async () => {
    const { id } = await approved();
    const answer = await adminPut(`/api/returns/${id}/reject`, { reason: '  ' });
    expect(answer.statusCode).toBe(400);
    const [row] = await db.select().from(returns).where(eq(returns.id, id));
    expect(row?.status).toBe('Approved');
  });
});
