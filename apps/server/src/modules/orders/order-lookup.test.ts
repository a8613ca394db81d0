import { ErrorBodySchema, OrderLookupAnswerSchema, OrderSchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';

// POST /api/orders/lookup (API.md § Orders after payment). The limit has its own app below.
const { app, database } = await buildTestApp({ RATE_LIMIT_ORDER_LOOKUP_PER_MINUTE: '1000' });
const { db } = database;
const NOT_FOUND = {
  message: 'We could not find an order with that number and email.',
  code: 'NOT_FOUND',
};

const lookUp = (payload: unknown, target = app, remoteAddress = '10.60.0.1', cookies = {}) =>
  target.inject({
    method: 'POST',
    url: '/api/orders/lookup',
    payload: payload as object,
    remoteAddress,
    cookies,
  });

const { order, token } = await createOrder(db, {
  email: 'asha.rao@example.in',
  status: 'Processing',
  lines: [
    { name: 'Carbon Fibre Black', brand: 'Apple', model: 'iPhone 16 Pro', quantity: 2 },
    { name: 'Marble White', brand: 'Samsung', model: 'Galaxy S25', quantity: 1 },
  ],
});
const { order: other } = await createOrder(db, { email: 'ravi@example.in' });

describe('POST /api/orders/lookup', () => {
  it('answers the track view (with _id, no personal data) and the items for the number and email', async () => {
    const response = await lookUp({ number: order.number, email: 'asha.rao@example.in' });
    expect(response.statusCode).toBe(200);
    const body = OrderLookupAnswerSchema.parse(response.json());
    expect(body).toMatchObject({ _id: order.id, number: order.number, status: 'Processing' });
    expect(body.history.map((event) => event.status)).toEqual(['Placed', 'Processing']);
    // What was bought, in the order of the checkout: name, device and quantity.
    const full = OrderSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/orders/${order.id}?token=${token}` })).json(),
    );
    // Each item carries its order line's id, as the order does (a return's itemId).
    expect(body.items.map((line) => line._id)).toEqual(full.products.map((line) => line._id));
    expect(body.items.map(({ image, _id, ...line }) => line)).toEqual([
      { name: 'Carbon Fibre Black', brand: 'Apple', model: 'iPhone 16 Pro', quantity: 2 },
      { name: 'Marble White', brand: 'Samsung', model: 'Galaxy S25', quantity: 1 },
    ]);
    expect(body.items[0]?.image).toMatch(/^\/media\//);
    // The track view of GET /track-order/{id}, plus the items; no price, no token.
    const tracked = await app.inject({ method: 'GET', url: `/api/orders/track-order/${order.id}` });
    const { items, ...trackView } = response.json();
    expect(trackView).toEqual(tracked.json());
    expect(response.body).not.toMatch(/asha|Rao|@|9876543210|MG Road|price|token/i);
  });

  it('takes the number as printed (1001, "1001", "#1001", spaces) and the email in any case', async () => {
    const n = order.number;
    for (const number of [n, `${n}`, `#${n}`, `  #${n} `, `# ${n}`, ` ${n}\t`]) {
      for (const email of ['asha.rao@example.in', '  Asha.Rao@EXAMPLE.in  ']) {
        const response = await lookUp({ number, email });
        expect(response.statusCode, `${JSON.stringify(number)} ${email}`).toBe(200);
        expect(response.json()).toMatchObject({ _id: order.id });
      }
    }
  });

  it('answers the same 404, word for word, for a wrong number, a wrong email and both', async () => {
    const wrongPairs = [
      { number: order.number, email: 'ravi@example.in' }, // another order's email
      { number: other.number, email: 'asha.rao@example.in' }, // another order's number
      { number: order.number, email: 'nobody@example.in' },
      { number: 999_999, email: 'asha.rao@example.in' },
      { number: 999_999, email: 'nobody@example.in' },
      { number: order.number, email: 'asha.rao@example.co' },
    ];
    const answers = await Promise.all(wrongPairs.map((pair) => lookUp(pair)));
    for (const [i, response] of answers.entries()) {
      expect(response.statusCode, JSON.stringify(wrongPairs[i])).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    // No enumeration: the bodies and headers that could differ are identical.
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
    expect(new Set(answers.map((response) => response.headers['content-length'])).size).toBe(1);
  });

  it('refuses bad shapes with 400 and the contract’s error body', async () => {
    const bad: unknown[] = [
      {},
      { number: order.number },
      { email: 'asha.rao@example.in' },
      { number: 'abc', email: 'asha.rao@example.in' },
      { number: '#', email: 'asha.rao@example.in' },
      { number: 0, email: 'asha.rao@example.in' },
      { number: -1001, email: 'asha.rao@example.in' },
      { number: 1001.5, email: 'asha.rao@example.in' },
      { number: 2_147_483_648, email: 'asha.rao@example.in' },
      { number: '1'.repeat(30), email: 'asha.rao@example.in' },
      { number: null, email: 'asha.rao@example.in' },
      { number: order.number, email: 'not-an-email' },
      { number: order.number, email: '' },
      { number: order.number, email: 42 },
      { number: order.number, email: `${'a'.repeat(250)}@example.in` },
    ];
    for (const payload of bad) {
      const response = await lookUp(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ErrorBodySchema.safeParse(response.json()).success).toBe(true);
    }
  });
});

// Gate on, and a limit of 3 look-ups a minute.
const gated = await buildTestApp({
  STORE_PASSWORD: 'open-sesame',
  RATE_LIMIT_ORDER_LOOKUP_PER_MINUTE: '3',
});
const { order: mine } = await createOrder(gated.database.db, { email: 'meera@example.in' });
const unlocked = await gated.app.inject({
  method: 'POST',
  url: '/api/store/unlock',
  payload: { password: 'open-sesame' },
});
const cookies = Object.fromEntries(unlocked.cookies.map((c) => [c.name, c.value]));
const pair = { number: `#${mine.number}`, email: 'Meera@example.in' };

describe('POST /api/orders/lookup behind the gate, rate-limited', () => {
  it('is locked (403 STORE_LOCKED, before validation) without the unlock cookie', async () => {
    for (const payload of [pair, {}]) {
      const response = await lookUp(payload, gated.app, '10.61.0.1');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'STORE_LOCKED' });
    }
  });

  it('answers the 4th look-up in a minute from one client with 429, right or wrong', async () => {
    const from = (remoteAddress: string, payload: unknown = pair) =>
      lookUp(payload, gated.app, remoteAddress, cookies);
    expect((await from('10.61.0.2')).statusCode).toBe(200);
    expect((await from('10.61.0.2', { ...pair, email: 'x@example.in' })).statusCode).toBe(404);
    expect((await from('10.61.0.2', { ...pair, number: 1 })).statusCode).toBe(404);
    const limited = await from('10.61.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another client still looks its order up.
    expect((await from('10.61.0.3')).statusCode).toBe(200);
  });
});
