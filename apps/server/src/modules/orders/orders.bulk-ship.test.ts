import { BULK_SHIP_MAX_ROWS, BulkShipAnswerSchema, ErrorBodySchema } from '@skins/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, type OrderOverrides } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { orderEvents, orders } from './orders.tables.ts';

// POST /api/orders/ship-bulk (docs/decisions/018): every line ships through the single ship's
// step in one transaction, or nothing ships and the 400 lists each refused line.

const SECRET = 'bulk-ship-test-secret-of-at-least-32-chars';
const { app, database } = await buildTestApp({ APP_SECRET: SECRET }, { authenticateAdmin });
const { db } = database;

const orderIn = (overrides: OrderOverrides = {}) =>
  createOrder(db, { tokenSecret: SECRET, ...overrides }).then(({ order }) => order);

const shipBulk = (csv: string, headers: Record<string, string> = ADMIN) =>
  app.inject({ method: 'POST', url: '/api/orders/ship-bulk', headers, payload: { csv } });

async function statusesOf(ids: string[]) {
  const rows = await db
    .select({ number: orders.number, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.number));
  return rows.map((row) => row.status);
}

async function shippedMailsOf(ids: string[]) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.orderId, ids), eq(mailOutbox.kind, 'order-shipped')));
}

/** The 400's refused lines. */
function refusedRows(response: Awaited<ReturnType<typeof shipBulk>>) {
  expect(response.statusCode).toBe(400);
  const body = ErrorBodySchema.parse(response.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  return (body.details as { rows: { line: number; number: string; message: string }[] }).rows;
}

describe('POST /api/orders/ship-bulk', () => {
  it('ships every order of the file, with one mail each and the admin in the history', async () => {
    const [a, b, c] = await Promise.all([
      orderIn({ status: 'Processing' }),
      orderIn({ status: 'Processing' }),
      orderIn(),
    ]);
    if (!a || !b || !c) throw new Error('orders missing');
    const csv = [
      'number,courier,awb',
      `${a.number},delhivery,DL-1`,
      '',
      `#${b.number}, BLUE DART ,BD 2`,
      `${c.number},Other,ST3,https://track.example/ST3`,
    ].join('\r\n');
    const response = await shipBulk(csv);
    expect(response.statusCode).toBe(200);
    expect(BulkShipAnswerSchema.parse(response.json())).toEqual({
      shipped: [a.number, b.number, c.number],
    });

    const ids = [a.id, b.id, c.id];
    expect(await statusesOf(ids)).toEqual(['Shipped', 'Shipped', 'Shipped']);
    const [shippedA] = await db.select().from(orders).where(eq(orders.id, a.id));
    expect(shippedA).toMatchObject({
      courier: 'Delhivery',
      trackingNumber: 'DL-1',
      trackingUrl: 'https://www.delhivery.com/track/package/DL-1',
    });
    const [shippedC] = await db.select().from(orders).where(eq(orders.id, c.id));
    expect(shippedC?.trackingUrl).toBe('https://track.example/ST3');

    const mails = await shippedMailsOf(ids);
    expect(mails.map((mail) => mail.orderId).sort()).toEqual([...ids].sort());
    const events = await db
      .select()
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.status, 'Shipped')));
    expect(events).toHaveLength(3);
    expect(events.every((event) => event.actor === 'admin@example.in')).toBe(true);
    expect(events.map((event) => event.note).sort()).toEqual([
      'Blue Dart BD 2',
      'Delhivery DL-1',
      'Other ST3',
    ]);

    // The same file again: every order has shipped now, so nothing changes and no mail is added.
    const again = refusedRows(await shipBulk(csv));
    expect(again.map((row) => row.line)).toEqual([2, 4, 5]);
    expect(await shippedMailsOf(ids)).toHaveLength(3);
  });

  it('lists every refused line and why, and ships none of the good ones', async () => {
    const good = await orderIn({ status: 'Processing' });
    const cancelled = await orderIn({ status: 'Cancelled' });
    const delivered = await orderIn({ status: 'Delivered' });
    const requested = await orderIn({ status: 'CancelRequested' });
    const shipped = await orderIn({ status: 'Shipped' });
    const others = await Promise.all(Array.from({ length: 6 }, () => orderIn()));
    const [n1, n2, n3, n4, n5, n6] = others.map((order) => order.number);
    const csv = [
      `${good.number},DTDC,D-1`,
      '999999,DTDC,D-2',
      `${cancelled.number},DTDC,D-3`,
      `${n1},FedUp,D-4`,
      `${n2},DTDC,`,
      `${n3},DTDC,${'x'.repeat(65)}`,
      `${good.number},DTDC,D-7`,
      `${n4},Other,O-8`,
      `${n5},Other,O-9,javascript:alert(1)`,
      `abc,DTDC,D-10`,
      `${delivered.number},DTDC,D-11`,
      `${requested.number},DTDC,D-12`,
      `${shipped.number},DTDC,D-13`,
      `${n6},,D-14`,
    ].join('\n');
    const rows = refusedRows(await shipBulk(csv));
    expect(rows.map((row) => [row.line, row.number])).toEqual([
      [2, '999999'],
      [3, String(cancelled.number)],
      [4, String(n1)],
      [5, String(n2)],
      [6, String(n3)],
      [7, String(good.number)],
      [8, String(n4)],
      [9, String(n5)],
      [10, 'abc'],
      [11, String(delivered.number)],
      [12, String(requested.number)],
      [13, String(shipped.number)],
      [14, String(n6)],
    ]);
    const messages = rows.map((row) => row.message);
    expect(messages[0]).toBe('There is no order #999999.');
    expect(messages[1]).toBe('This order is cancelled and cannot be shipped.');
    expect(messages[2]).toMatch(/^Unknown courier "FedUp": use one of Delhivery, /);
    expect(messages[3]).toBe('Enter the AWB / tracking number.');
    expect(messages[4]).toBe('The AWB is longer than 64 characters.');
    expect(messages[5]).toBe(`Order #${good.number} is already on line 1.`);
    expect(messages[6]).toBe('Give the tracking page (4th column) for the courier Other.');
    expect(messages[7]).toBe('Enter the tracking page as an http(s) address.');
    expect(messages[8]).toBe('"abc" is not an order number.');
    expect(messages[9]).toMatch(/delivered/);
    expect(messages[10]).toMatch(/asked to cancel/);
    expect(messages[11]).toMatch(/already shipped/);
    expect(messages[12]).toMatch(/^Enter the courier/);

    // The first line was fine, and is not shipped either.
    expect(await statusesOf([good.id])).toEqual(['Processing']);
    expect(await shippedMailsOf([good.id, ...others.map((order) => order.id)])).toHaveLength(0);
  });

  it('ships nothing when the one bad line is the last one', async () => {
    const batch = await Promise.all(Array.from({ length: 3 }, () => orderIn()));
    const csv = [
      ...batch.map((order, index) => `${order.number},Xpressbees,XB${index}`),
      '999998,Xpressbees,XB9',
    ].join('\n');
    expect(refusedRows(await shipBulk(csv))).toEqual([
      { line: 4, number: '999998', message: 'There is no order #999998.' },
    ]);
    const ids = batch.map((order) => order.id);
    expect(await statusesOf(ids)).toEqual(['Placed', 'Placed', 'Placed']);
    expect(await shippedMailsOf(ids)).toHaveLength(0);
  });

  it('refuses an empty file, one of only a header, an unreadable one and one too long', async () => {
    expect((await shipBulk('')).statusCode).toBe(400);
    expect((await shipBulk('number,courier,awb\n')).json()).toMatchObject({
      message: 'The CSV has no orders to ship.',
    });
    const unclosed = refusedRows(await shipBulk('1001,DTDC,"AB'));
    expect(unclosed[0]?.line).toBe(1);
    const tooMany = Array.from({ length: BULK_SHIP_MAX_ROWS + 1 }, (_, i) => `${i + 1},DTDC,A`);
    const response = await shipBulk(tooMany.join('\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`at most ${BULK_SHIP_MAX_ROWS}`);
    for (const payload of [{}, { csv: 42 }, { csv: 'x'.repeat(400_001) }]) {
      const bad = await app.inject({
        method: 'POST',
        url: '/api/orders/ship-bulk',
        headers: ADMIN,
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('lines up with a single ship of the same order: one shipment, one mail', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await orderIn({ status: 'Processing' });
      const other = await orderIn({ status: 'Processing' });
      const [bulk, single] = await Promise.all([
        shipBulk(`${other.number},DTDC,C-${round}\n${order.number},DTDC,C-${round}`),
        app.inject({
          method: 'PUT',
          url: `/api/orders/${order.id}/ship`,
          headers: ADMIN,
          payload: { courier: 'DTDC', trackingNumber: `C-${round}` },
        }),
      ]);
      expect(single.statusCode).toBe(200);
      // The bulk either came first (the single call then changes nothing) or found the order
      // shipped and shipped neither of its orders.
      expect([200, 400]).toContain(bulk.statusCode);
      expect(await shippedMailsOf([order.id])).toHaveLength(1);
      const otherMails = await shippedMailsOf([other.id]);
      expect(otherMails).toHaveLength(bulk.statusCode === 200 ? 1 : 0);
      expect(await statusesOf([other.id])).toEqual([
        bulk.statusCode === 200 ? 'Shipped' : 'Processing',
      ]);
    }
  });

  it('answers 401 to an anonymous caller and 403 to a customer, and ships nothing', async () => {
    const order = await orderIn({ status: 'Processing' });
    const csv = `${order.number},DTDC,D1`;
    expect((await shipBulk(csv, {})).statusCode).toBe(401);
    expect((await shipBulk(csv, CUSTOMER)).statusCode).toBe(403);
    expect(await statusesOf([order.id])).toEqual(['Processing']);
  });
});
