import { SubscribeExistsSchema, SubscribeResultSchema } from '@skins/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { campaigns } from '../campaigns/campaigns.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { subscribers } from './newsletter.tables.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';

const SECRET = 'newsletter-test-secret-0123456789abcdef';
// With a path, as behind a reverse proxy: the unsubscribe link must keep it.
const PUBLIC_URL = 'https://skins.example.in/shop';
const { app, database } = await buildTestApp({ APP_SECRET: SECRET, PUBLIC_URL });
const { db } = database;

let nextClient = 1;
function post(url: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/subscription${url}`,
    payload: payload as Record<string, unknown>,
    // Each call from its own address: the sign-up limit counts per client IP.
    remoteAddress: `10.9.0.${nextClient++}`,
  });
}

async function mailsTo(email: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));
}

describe('POST /api/subscription/subscribe', () => {
  it('signs up a new address with a welcome coupon of its own (201)', async () => {
    const response = await post('/subscribe', { email: 'asha@example.in' });
    expect(response.statusCode).toBe(201);
    const body = SubscribeResultSchema.parse(response.json());
    expect(body.status).toBe('success');
    expect(body.couponCode).toMatch(/^WELCOME-[A-HJ-NP-Z2-9]{6}$/);

    const [coupon] = await db.select().from(campaigns).where(eq(campaigns.code, body.couponCode));
    expect(coupon).toMatchObject({
      discountBp: 1000,
      maxRedemptions: 1,
      firstOrderOnly: true,
      ownerEmail: 'asha@example.in',
      active: true,
    });
  });

  it('answers 409 exists with the same code for the same address in another case', async () => {
    const first = SubscribeResultSchema.parse(
      (await post('/subscribe', { email: 'ravi@example.in' })).json(),
    );
    const again = await post('/subscribe', { email: '  Ravi@EXAMPLE.in ' });
    expect(again.statusCode).toBe(409);
    expect(SubscribeExistsSchema.parse(again.json())).toEqual({
      status: 'exists',
      message: 'This email is already subscribed.',
      code: 'CONFLICT',
      couponCode: first.couponCode,
      details: { couponCode: first.couponCode },
    });
    const rows = await db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'ravi@example.in'));
    expect(rows).toHaveLength(1);
  });

  it('gives every subscriber a different code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await post('/subscribe', { email: `reader${i}@example.in` });
      codes.add(SubscribeResultSchema.parse(response.json()).couponCode);
    }
    expect(codes.size).toBe(5);
  });

  it('keeps one subscriber when the same address signs up twice at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/subscribe', { email: 'twice@example.in' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'twice@example.in'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['no @', 'asha.example.in'],
    ['a one-letter ending', 'asha@example.i'],
    ['a space inside', 'as ha@example.in'],
    ['a 255-character address', `${'a'.repeat(244)}@example.in`],
    ['a number', 42],
  ])('refuses %s with the spec message (400)', async (_case, email) => {
    const response = await post('/subscribe', { email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { email: 'Please enter a valid email address.' } },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps the welcome mail in the outbox with the code and a working unsubscribe link', async () => {
    const { couponCode } = SubscribeResultSchema.parse(
      (await post('/subscribe', { email: 'meera@example.in' })).json(),
    );
    const [mail] = await mailsTo('meera@example.in');
    expect(mail).toMatchObject({ kind: 'welcome', status: 'kept', attempts: 0 });
    expect(mail?.subject).toBe('Welcome to Skins — 10% off your first order');
    const token = createUnsubscribeToken(SECRET, 'meera@example.in');
    const link = `${PUBLIC_URL}/unsubscribe?email=meera%40example.in&token=${token}`;
    for (const body of [mail?.html, mail?.text]) {
      expect(body).toContain(couponCode);
      expect(body).toContain('selling skins since 2020');
      expect(body).toContain('10% off your first purchase');
    }
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link.replaceAll('&', '&amp;'));
  });
});

describe('POST /api/subscription/update-subscription', () => {
  it('sends the welcome mail again to a subscriber', async () => {
    await post('/subscribe', { email: 'kabir@example.in' });
    const response = await post('/update-subscription', { email: 'KABIR@example.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'sent' });
    expect(await mailsTo('kabir@example.in')).toHaveLength(2);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await post('/update-subscription', { email: 'nobody@example.in' });
    expect(response.json()).toEqual({ status: 'sent' });
    expect(await mailsTo('nobody@example.in')).toHaveLength(0);
  });
});

describe('POST /api/subscription/toggle-subscription', () => {
  const email = 'zoya@example.in';

  it('refuses a token that was not made for this address (403)', async () => {
    await post('/subscribe', { email });
    const token = createUnsubscribeToken(SECRET, 'someone-else@example.in');
    const response = await post('/toggle-subscription', { email, subscribe: false, token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('unsubscribes with the token from the mail, and subscribes again', async () => {
    const token = createUnsubscribeToken(SECRET, email);
    const off = await post('/toggle-subscription', { email, subscribe: false, token });
    expect(off.json()).toEqual({ subscribed: false });
    const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(row?.subscribed).toBe(false);
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);

    const on = await post('/toggle-subscription', { email, subscribe: true, token });
    expect(on.json()).toEqual({ subscribed: true });
  });

  it('lets an unsubscribed address sign up again with its old code (201)', async () => {
    const address = 'returning@example.in';
    const first = SubscribeResultSchema.parse(
      (await post('/subscribe', { email: address })).json(),
    );
    const token = createUnsubscribeToken(SECRET, address);
    await post('/toggle-subscription', { email: address, subscribe: false, token });
    const again = await post('/subscribe', { email: address });
    expect(again.statusCode).toBe(201);
    expect(SubscribeResultSchema.parse(again.json()).couponCode).toBe(first.couponCode);
  });

  it('answers 404 for a valid token of an address that never signed up', async () => {
    const address = 'stranger@example.in';
    const token = createUnsubscribeToken(SECRET, address);
    const response = await post('/toggle-subscription', {
      email: address,
      subscribe: false,
      token,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('answers the 11th sign-up from one address in a minute with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/subscription/subscribe',
        payload: { email: `burst${i}@example.in` },
        remoteAddress: '10.8.8.8',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
