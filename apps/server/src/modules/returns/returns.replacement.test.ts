import { AdminReturnSchema, ErrorBodySchema, OrderSchema } from '@skins/shared';
import { and, asc, eq } from 'drizzle-orm';
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
import { deriveOrderToken, orderTrackingUrl } from '../orders/order-token.ts';
import { orderEvents, orderItems, orders } from '../orders/orders.tables.ts';
import { reviewableLinesOf } from '../orders/reviewable-lines.ts';
import { returns } from './returns.tables.ts';

// PUT /api/returns/{id}/ship-replacement (API.md § Returns and replacements; decision 054): an
// approved replacement leaves as a linked Rs. 0 order, shipped, with one mail, once.

const context = await buildTestApp(RETURNS_TEST_ENV, { authenticateAdmin });
const { app, database } = context;
const { db } = database;
const { deliveredOrder, requestReturn, adminPut, mailsTo } = returnsHelpers(context);

const errorOf = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json());
const DELHIVERY = { courier: 'Delhivery', trackingNumber: 'DLV123456789' };
const shipReplacement = (id: string, payload: object = DELHIVERY) =>
  adminPut(`/api/returns/${id}/ship-replacement`, payload);

/** A delivered order of two lines and an approved misprint replacement of 2 units of the first. */
async function approvedReplacement() {
  const placed = await deliveredOrder({
    lines: [
      { product: await createProduct(db), price: 549, quantity: 3, name: 'Carbon Fibre Obsidian' },
      { product: await createProduct(db), price: 899 },
    ],
  });
  const created = await requestReturn(placed.order.id, placed.token, placed.itemIds, {
    lines: [{ itemId: placed.itemIds[0] ?? '', quantity: 2 }],
  });
  expect((await adminPut(`/api/returns/${created._id}/approve`)).statusCode).toBe(200);
  return { ...placed, created };
}

const replacementsOf = (orderId: string) =>
  db.select().from(orders).where(eq(orders.replacementOf, orderId));

describe('PUT /api/returns/{id}/ship-replacement', () => {
  it('sends a linked Rs. 0 order with its own number, shipment and token, and mails it once', async () => {
    const { order, created } = await approvedReplacement();
    const response = await shipReplacement(created._id);
    expect(response.statusCode).toBe(200);
    const answer = AdminReturnSchema.parse(response.json());
    expect(answer.status).toBe('ReplacementShipped');

    const [replacement, ...others] = await replacementsOf(order.id);
    expect(others).toHaveLength(0);
    if (!replacement) throw new Error('no replacement order');
    expect(answer.replacement).toEqual({ orderId: replacement.id, number: replacement.number });
    expect(replacement.number).not.toBe(order.number);
    expect(replacement).toMatchObject({
      status: 'Shipped',
      paymentMethod: 'Replacement',
      paymentStatus: 'Completed',
      totalInPaise: 0,
      amountPaidInPaise: 0,
      // Nothing was sold: no tax invoice.
      invoiceNumber: null,
      email: order.email,
      courier: 'Delhivery',
      trackingNumber: 'DLV123456789',
      trackingUrl: 'https://www.delhivery.com/track/package/DLV123456789',
    });
    const lines = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, replacement.id))
      .orderBy(asc(orderItems.position));
    expect(lines.map((line) => [line.name, line.quantity, line.priceInPaise])).toEqual([
      ['Carbon Fibre Obsidian', 2, 0],
    ]);
    const history = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, replacement.id))
      .orderBy(asc(orderEvents.at));
    expect(history.map((event) => [event.status, event.note])).toEqual([
      ['Placed', `Replacement for return ${created.number} of order #${order.number}`],
      ['Shipped', 'Delhivery DLV123456789'],
    ]);
    expect((await db.select().from(returns).where(eq(returns.id, created._id)))[0]).toMatchObject({
      replacementOrderId: replacement.id,
    });

    // Tracked like any order: its own token opens it.
    const token = deriveOrderToken(SECRET, replacement.id);
    const opened = await app.inject({
      method: 'GET',
      url: `/api/orders/${replacement.id}`,
      headers: { 'x-order-token': token },
    });
    expect(OrderSchema.parse(opened.json())).toMatchObject({
      number: replacement.number,
      total: 0,
      status: 'Shipped',
    });
    const invoice = await app.inject({
      method: 'GET',
      url: `/api/orders/${replacement.id}/invoice.pdf`,
      headers: { 'x-order-token': token },
    });
    expect(invoice.statusCode).toBe(404);

    // Delivered, it asks for no review: the original's line, the same skin, may be reviewed.
    expect((await adminPut(`/api/orders/${replacement.id}/deliver`)).statusCode).toBe(200);
    expect(await reviewableLinesOf(db, replacement.id)).toEqual([]);
    expect(await reviewableLinesOf(db, order.id)).toHaveLength(2);

    const [mail, ...more] = await mailsTo(order.email, 'replacement-shipped');
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain(`order #${replacement.number}`);
    expect(mail?.text).toContain(orderTrackingUrl(PUBLIC_URL, replacement.id, token));
    expect(mail?.text).toContain('DLV123456789');
    // The replacement's shipment writes no order-shipped mail of its own.
    const shippedMails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, replacement.id), eq(mailOutbox.kind, 'order-shipped')));
    expect(shippedMails).toHaveLength(0);
  });

  it('makes one replacement order and one mail for 10 parallel calls', async () => {
    const { order, created } = await approvedReplacement();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => shipReplacement(created._id)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(await replacementsOf(order.id)).toHaveLength(1);
    expect(await mailsTo(order.email, 'replacement-shipped')).toHaveLength(1);
  });

  it('refuses a return not approved, or approved for a refund, with 409, and makes no order', async () => {
    const { order, token, itemIds } = await deliveredOrder({ lines: [{ quantity: 2 }] });
    const requested = await requestReturn(order.id, token, itemIds);
    const early = await shipReplacement(requested._id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('CONFLICT');

    const refund = await requestReturn(order.id, token, itemIds, { resolution: 'Refund' });
    expect((await adminPut(`/api/returns/${refund._id}/approve`)).statusCode).toBe(200);
    expect((await shipReplacement(refund._id)).statusCode).toBe(409);
    expect(await replacementsOf(order.id)).toHaveLength(0);
  });

  it('refuses another courier without its tracking page with 400, writing nothing', async () => {
    const { order, created } = await approvedReplacement();
    const response = await shipReplacement(created._id, {
      courier: 'Other',
      trackingNumber: 'X1',
    });
    expect(response.statusCode).toBe(400);
    expect(await replacementsOf(order.id)).toHaveLength(0);
    expect((await db.select().from(returns).where(eq(returns.id, created._id)))[0]?.status).toBe(
      'Approved',
    );
    const missing = await shipReplacement(created._id, { courier: 'Delhivery' });
    expect(missing.statusCode).toBe(400);
  });

  it('is 404 for an unknown return and 401 without an admin', async () => {
    expect((await shipReplacement('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const anonymous = await adminPut(
      '/api/returns/00000000-0000-4000-8000-000000000000/ship-replacement',
      DELHIVERY,
      {},
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
