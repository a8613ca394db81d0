import { randomUUID } from 'node:crypto';
import { ErrorBodySchema } from '@skins/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import {
  OWNER_EMAIL,
  PUBLIC_URL,
  RETURNS_TEST_ENV,
  returnsHelpers,
} from '../../testing/returns-test-kit.ts';
import { orderTrackingUrl } from '../orders/order-token.ts';
import { returnLines, returns } from './returns.tables.ts';

// POST /api/orders/{id}/returns (API.md § Returns and replacements): the shopper's request with
// the order's token. The admin's steps: returns.admin-status.test.ts and
// returns.admin-steps.test.ts; reading: returns.read.test.ts.

const context = await buildTestApp(RETURNS_TEST_ENV, { authenticateAdmin });
const { app, database } = context;
const { db } = database;
const { deliveredOrder, photoOf, returnBody, postReturn, requestReturn, adminPut, mailsTo } =
  returnsHelpers(context);

const errorOf = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json());
const fieldsOf = (response: { json: () => unknown }) => errorOf(response).details?.fields;

describe('POST /api/orders/{id}/returns', () => {
  it('records the request with its lines and photos, and acknowledges it once by mail', async () => {
    const { order, token, itemIds } = await deliveredOrder({
      lines: [{ quantity: 2, name: 'Carbon Fibre Obsidian' }, { name: 'Marble White' }],
    });
    const body = await returnBody(order.id, itemIds, {
      lines: [
        { itemId: itemIds[0] ?? '', quantity: 2 },
        { itemId: itemIds[1] ?? '', quantity: 1 },
      ],
    });
    const response = await postReturn(order.id, token, body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      _id: expect.any(String),
      number: expect.stringMatching(/^R\d{4,}$/),
      status: 'Requested',
    });

    const [row] = await db.select().from(returns).where(eq(returns.id, created._id));
    expect(row).toMatchObject({
      orderId: order.id,
      status: 'Requested',
      reason: 'Misprint',
      resolution: 'Replacement',
      details: 'The print is blurred on the left edge.',
    });
    expect(row?.photos.map((photo) => photo.id)).toEqual(body.photoIds);
    const lines = await db.select().from(returnLines).where(eq(returnLines.returnId, created._id));
    expect(lines.map((line) => [line.orderItemId, line.quantity]).sort()).toEqual(
      [
        [itemIds[0], 2],
        [itemIds[1], 1],
      ].sort(),
    );

    const [mail, ...more] = await mailsTo(order.email, 'return-requested');
    expect(more).toHaveLength(0);
    expect(mail?.orderId).toBe(order.id);
    expect(mail?.subject).toContain(created.number);
    expect(mail?.subject).toContain(`#${order.number}`);
    for (const text of [mail?.text, mail?.html]) {
      expect(text).toContain(`Your ticket number is ${created.number}`);
      expect(text).toContain('We will answer within 48 hours.');
      expect(text).toContain('Meera Iyer');
      expect(text).toContain('grievance@skins.example.in');
      expect(text).toContain('Carbon Fibre Obsidian');
    }
    // The owner learns of it at once, with the time the shop's 48 hours end.
    const [ownerMail, ...moreOwner] = await mailsTo(OWNER_EMAIL, 'owner-return-requested');
    expect(moreOwner).toHaveLength(0);
    expect(ownerMail?.subject).toBe(
      `New return ${created.number} for order #${order.number}: Misprint, replacement`,
    );
    expect(ownerMail?.text).toContain('Reason: Misprint');
    expect(ownerMail?.text).toContain('Photos: 1');
    expect(ownerMail?.text).toMatch(/Answer by: \d{1,2} \w+ \d{4}, /);
    expect(ownerMail?.text).toContain(
      `${PUBLIC_URL}/admin/orders/${order.id}/returns/${created._id}`,
    );
    const trackingUrl = orderTrackingUrl(PUBLIC_URL, order.id, token);
    expect(mail?.text).toContain(trackingUrl);
    expect(mail?.html).toContain(trackingUrl.replaceAll('&', '&amp;'));
  });

  it('numbers returns R1001 upwards, one after another', async () => {
    const { order, token, itemIds } = await deliveredOrder({ lines: [{ quantity: 3 }] });
    const first = await requestReturn(order.id, token, itemIds);
    const second = await requestReturn(order.id, token, itemIds);
    expect(Number(second.number.slice(1))).toBe(Number(first.number.slice(1)) + 1);
    expect(Number(first.number.slice(1))).toBeGreaterThanOrEqual(1001);
  });

  it('refuses more than was bought, counting open and settled returns but not rejected ones', async () => {
    const { order, token, itemIds } = await deliveredOrder({
      lines: [{ quantity: 2, name: 'Carbon Fibre Obsidian' }],
    });
    const tooMany = await postReturn(
      order.id,
      token,
      await returnBody(order.id, itemIds, { lines: [{ itemId: itemIds[0] ?? '', quantity: 3 }] }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany)).toEqual({
      'lines.0.quantity': 'You can return at most 2 of Carbon Fibre Obsidian.',
    });

    const first = await requestReturn(order.id, token, itemIds);
    const second = await postReturn(
      order.id,
      token,
      await returnBody(order.id, itemIds, { lines: [{ itemId: itemIds[0] ?? '', quantity: 2 }] }),
    );
    expect(second.statusCode).toBe(400);
    expect(fieldsOf(second)).toEqual({
      'lines.0.quantity': 'You can return at most 1 of Carbon Fibre Obsidian.',
    });
    await requestReturn(order.id, token, itemIds);
    const none = await postReturn(order.id, token, await returnBody(order.id, itemIds));
    expect(fieldsOf(none)).toEqual({
      'lines.0.quantity': 'Carbon Fibre Obsidian has already been returned in full.',
    });

    // A rejected return gives its units back to be returned again.
    const rejected = await adminPut(`/api/returns/${first._id}/reject`, {
      reason: 'No fault seen.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(
      (await postReturn(order.id, token, await returnBody(order.id, itemIds))).statusCode,
    ).toBe(201);
  });

  it('never takes back more than was bought, even for 20 parallel requests', async () => {
    const { order, token, itemIds } = await deliveredOrder({ lines: [{ quantity: 3 }] });
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => returnBody(order.id, itemIds)),
    );
    const answers = await Promise.all(bodies.map((body) => postReturn(order.id, token, body)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 400)).toHaveLength(17);
    const [units] = await db
      .select({ units: sql<number>`sum(${returnLines.quantity})::int` })
      .from(returnLines)
      .where(eq(returnLines.orderItemId, itemIds[0] ?? ''));
    expect(units?.units).toBe(3);
    expect(await mailsTo(order.email, 'return-requested')).toHaveLength(3);
  });

  it('requires photos for a fault of the skin, and none for a change of mind', async () => {
    const { order, token, itemIds } = await deliveredOrder({ lines: [{ quantity: 5 }] });
    for (const reason of ['Misprint', 'Damaged', 'WrongModelSent', 'PeelingOrBubbles'] as const) {
      const answer = await postReturn(
        order.id,
        token,
        await returnBody(order.id, itemIds, { reason, photoIds: [] }),
      );
      expect(answer.statusCode).toBe(400);
      expect(fieldsOf(answer)).toEqual({
        photoIds: 'Add at least one photo that shows the problem.',
      });
    }
    for (const reason of ['WrongModelOrdered', 'ChangedMind'] as const) {
      const answer = await postReturn(
        order.id,
        token,
        await returnBody(order.id, itemIds, { reason, photoIds: [], resolution: 'Refund' }),
      );
      expect(answer.statusCode).toBe(201);
    }
  });

  it('refuses a replacement for a change of mind or a wrong model ordered, and keeps nothing', async () => {
    const { order, token, itemIds } = await deliveredOrder();
    const refused = {
      ChangedMind: 'A change of mind can be refunded, not replaced.',
      WrongModelOrdered: 'A skin ordered for the wrong model can be refunded, not replaced.',
    } as const;
    for (const [reason, message] of Object.entries(refused)) {
      const answer = await postReturn(
        order.id,
        token,
        await returnBody(order.id, itemIds, {
          reason: reason as keyof typeof refused,
          resolution: 'Replacement',
          photoIds: [],
        }),
      );
      expect(answer.statusCode).toBe(400);
      expect(fieldsOf(answer)).toEqual({ resolution: message });
    }
    expect(await db.select().from(returns).where(eq(returns.orderId, order.id))).toEqual([]);
  });

  it('refuses another order’s line or photo, or one photo claimed before, and keeps nothing', async () => {
    const { order, token, itemIds } = await deliveredOrder();
    const other = await deliveredOrder();
    const foreignLine = await postReturn(
      order.id,
      token,
      await returnBody(order.id, itemIds, {
        lines: [{ itemId: other.itemIds[0] ?? '', quantity: 1 }],
      }),
    );
    expect(foreignLine.statusCode).toBe(400);
    expect(fieldsOf(foreignLine)).toEqual({
      'lines.0.itemId': 'This item is not part of the order.',
    });

    const foreignPhoto = await postReturn(
      order.id,
      token,
      await returnBody(order.id, itemIds, { photoIds: [await photoOf(other.order.id)] }),
    );
    expect(foreignPhoto.statusCode).toBe(400);
    expect(fieldsOf(foreignPhoto)).toEqual({
      photoIds: 'Upload these photos again for this order, then send the request.',
    });

    const body = await returnBody(order.id, itemIds);
    expect((await postReturn(order.id, token, body)).statusCode).toBe(201);
    const again = await postReturn(order.id, token, { ...body, lines: body.lines });
    expect(again.statusCode).toBe(400);
    expect(await db.select().from(returns).where(eq(returns.orderId, order.id))).toHaveLength(1);
  });

  it('answers 404 without the token, with a wrong one, another order’s, or a bad id', async () => {
    const { order, token, itemIds } = await deliveredOrder();
    const other = await deliveredOrder();
    const body = await returnBody(order.id, itemIds);
    for (const [id, key] of [
      [order.id, null],
      [order.id, 'not-the-token'],
      [order.id, other.token],
      ['not-an-id', token],
      [randomUUID(), token],
    ] as const) {
      const answer = await postReturn(id, key, body);
      expect(answer.statusCode).toBe(404);
      expect(errorOf(answer)).toMatchObject({ code: 'NOT_FOUND' });
    }
    // An admin's token opens no shopper's request.
    const byAdmin = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns`,
      headers: ADMIN,
      payload: body,
    });
    expect(byAdmin.statusCode).toBe(404);
  });

  it('answers 400 for bad shapes: no lines, twice the same line, zero units, no reason', async () => {
    const { order, token, itemIds } = await deliveredOrder();
    const body = await returnBody(order.id, itemIds);
    const itemId = itemIds[0] ?? '';
    const cases: [object, string][] = [
      [{ ...body, lines: [] }, 'lines'],
      [
        {
          ...body,
          lines: [
            { itemId, quantity: 1 },
            { itemId, quantity: 1 },
          ],
        },
        'lines',
      ],
      [{ ...body, lines: [{ itemId, quantity: 0 }] }, 'lines.0.quantity'],
      [{ ...body, lines: [{ itemId, quantity: 1.5 }] }, 'lines.0.quantity'],
      [{ ...body, reason: 'Bored' }, 'reason'],
      [{ ...body, details: '   ' }, 'details'],
      [{ ...body, details: 'x'.repeat(2001) }, 'details'],
      [{ ...body, resolution: 'Credit' }, 'resolution'],
      [{ ...body, photoIds: ['not-a-uuid'] }, 'photoIds.0'],
    ];
    for (const [payload, field] of cases) {
      const answer = await postReturn(order.id, token, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(fieldsOf(answer) ?? {})).toContain(field);
    }
  });
});
