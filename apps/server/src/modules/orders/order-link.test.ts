import { ErrorBodySchema, OrderLinkSentSchema, OrderSchema } from '@skins/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';
import { PUBLIC_URL, SECRET } from '../../testing/fulfilment-test-kit.ts';
import { mailOutbox } from '../mail/mail.tables.ts';

// POST /api/orders/lookup/link (docs/decisions/050-track-order-link.md): "Email me my order link"
// on a looked-up order. The limits have their own app below.
const { app, database } = await buildTestApp({
  APP_SECRET: SECRET,
  PUBLIC_URL,
  RATE_LIMIT_ORDER_LINK_PER_MINUTE: '1000',
  RATE_LIMIT_ORDER_LINK_PER_ORDER_PER_HOUR: '1000',
});
const { db } = database;
const NOT_FOUND = {
  message: 'We could not find an order with that number and email.',
  code: 'NOT_FOUND',
};

const askForLink = (payload: unknown, target = app, remoteAddress = '10.70.0.1', cookies = {}) =>
  target.inject({
    method: 'POST',
    url: '/api/orders/lookup/link',
    payload: payload as object,
    remoteAddress,
    cookies,
  });

const mailsTo = (email: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
const allMails = async () => (await db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;

const { order } = await createOrder(db, {
  email: 'asha.rao@example.in',
  tokenSecret: SECRET,
  lines: [{ name: 'Carbon Fibre Black', model: 'iPhone 16 Pro', quantity: 2 }],
});
const { order: other } = await createOrder(db, { email: 'ravi@example.in', tokenSecret: SECRET });

describe('POST /api/orders/lookup/link', () => {
  it('writes one mail to the order’s email with the link that opens the whole order', async () => {
    const response = await askForLink({
      number: `#${order.number}`,
      email: ' Asha.Rao@EXAMPLE.in',
    });

    expect(response.statusCode).toBe(202);
    // The address the shopper typed, as the shop compares it: nothing they did not give.
    expect(OrderLinkSentSchema.parse(response.json())).toEqual({ sentTo: 'asha.rao@example.in' });
    const mails = await mailsTo('asha.rao@example.in');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ kind: 'order-link', orderId: order.id });
    expect(mail?.subject).toContain(`#${order.number}`);
    expect(mail?.text).toContain('Carbon Fibre Black');

    // The link is the tracking page with the order's token, in the text and the HTML alike…
    const link = mail?.text.match(/https:\/\/skins\.example\.in\/track-order\?\S+/)?.[0] ?? '';
    const url = new URL(link);
    expect(url.searchParams.get('id')).toBe(order.id);
    const token = url.searchParams.get('token') ?? '';
    expect(mail?.html).toContain(link.replaceAll('&', '&amp;'));
    // …and the token opens the order: its details, its invoice and its cancel request.
    const opened = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { 'x-order-token': token },
    });
    expect(opened.statusCode).toBe(200);
    expect(OrderSchema.parse(opened.json())._id).toBe(order.id);
  });

  it('answers the lookup’s 404, word for word, for a wrong pair, and writes no mail', async () => {
    const before = await allMails();
    const wrongPairs = [
      { number: order.number, email: 'ravi@example.in' }, // another order's email
      { number: other.number, email: 'asha.rao@example.in' }, // another order's number
      { number: order.number, email: 'nobody@example.in' },
      { number: 999_999, email: 'asha.rao@example.in' },
    ];
    for (const pair of wrongPairs) {
      const response = await askForLink(pair);
      expect(response.statusCode, JSON.stringify(pair)).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await allMails()).toBe(before);
  });

  it('refuses bad shapes with 400 and the contract’s error body, and writes no mail', async () => {
    const before = await allMails();
    const bad: unknown[] = [
      {},
      { number: order.number },
      { email: 'asha.rao@example.in' },
      { number: 'abc', email: 'asha.rao@example.in' },
      { number: 0, email: 'asha.rao@example.in' },
      { number: order.number, email: 'not-an-email' },
      { number: order.number, email: `${'a'.repeat(250)}@example.in` },
      { number: order.number, email: ['asha.rao@example.in'] },
    ];
    for (const payload of bad) {
      const response = await askForLink(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ErrorBodySchema.safeParse(response.json()).success).toBe(true);
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/orders/lookup/link',
      headers: { 'content-type': 'application/json' },
      payload: '{"number":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await allMails()).toBe(before);
  });
});

// Gate on; 3 links per order per hour, 5 asks per client per minute.
const limited = await buildTestApp({
  APP_SECRET: SECRET,
  PUBLIC_URL,
  STORE_PASSWORD: 'open-sesame',
  RATE_LIMIT_ORDER_LINK_PER_MINUTE: '5',
  RATE_LIMIT_ORDER_LINK_PER_ORDER_PER_HOUR: '3',
});
const createIn = (email: string) =>
  createOrder(limited.database.db, { email, tokenSecret: SECRET });
const unlocked = await limited.app.inject({
  method: 'POST',
  url: '/api/store/unlock',
  payload: { password: 'open-sesame' },
});
const cookies = Object.fromEntries(unlocked.cookies.map((c) => [c.name, c.value]));
const from = (remoteAddress: string, payload: unknown) =>
  askForLink(payload, limited.app, remoteAddress, cookies);
const mailsIn = async (email: string) =>
  (
    await limited.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
  )[0]?.n ?? 0;

describe('POST /api/orders/lookup/link behind the gate, rate-limited', () => {
  it('is locked (403 STORE_LOCKED, before validation) without the unlock cookie', async () => {
    const { order: mine } = await createIn('locked@example.in');
    for (const payload of [{ number: mine.number, email: 'locked@example.in' }, {}]) {
      const response = await askForLink(payload, limited.app, '10.71.0.1');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'STORE_LOCKED' });
    }
    expect(await mailsIn('locked@example.in')).toBe(0);
  });

  it('sends one order’s link 3 times an hour, from any client; the 4th is 429 with Retry-After', async () => {
    const { order: mine } = await createIn('meera@example.in');
    const pair = { number: mine.number, email: 'meera@example.in' };
    expect((await from('10.71.0.2', pair)).statusCode).toBe(202);
    expect((await from('10.71.0.3', pair)).statusCode).toBe(202);
    expect((await from('10.71.0.4', pair)).statusCode).toBe(202);

    const refused = await from('10.71.0.5', { ...pair, email: 'MEERA@example.in' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(ErrorBodySchema.safeParse(refused.json()).success).toBe(true);
    expect(await mailsIn('meera@example.in')).toBe(3);

    // Another order's link still goes.
    const { order: theirs } = await createIn('kabir@example.in');
    const response = await from('10.71.0.6', { number: theirs.number, email: 'kabir@example.in' });
    expect(response.statusCode).toBe(202);
  });

  it('answers the 6th ask in a minute from one client with 429, right or wrong', async () => {
    const orders = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => createIn(`${name}-ip@example.in`)),
    );
    const answers = [];
    for (const [i, { order: each }] of orders.entries()) {
      // One wrong pair among them: it counts as a guess too.
      const email = i === 2 ? 'wrong@example.in' : `${'abcdef'[i]}-ip@example.in`;
      answers.push((await from('10.71.0.7', { number: each.number, email })).statusCode);
    }
    expect(answers).toEqual([202, 202, 404, 202, 202, 429]);
    expect(await mailsIn('f-ip@example.in')).toBe(0);
  });
});
