import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import {
  confirmationMailOf,
  freshPhone,
  messagesOf,
  orderMessagesApp,
  orderMessagesHelpers,
  PUBLIC_URL,
  SECRET,
  to,
} from '../../testing/order-messages-kit.ts';
import { orders } from '../orders/orders.tables.ts';
import { messageOptOuts } from './messages.tables.ts';
import { createStopToken, STOP_TEXT, stopUrl } from './stop-link.ts';

// The confirmation mail's stop link (decision 060): `/messages/stop?phone=91…&token=…` asks once
// on a plain page, records the opt-out on its POST, refuses a token not signed for the phone
// (403) or a malformed link (400) recording nothing, and works while the gate is on.

const gated = await buildTestApp({ APP_SECRET: SECRET, PUBLIC_URL, STORE_PASSWORD: 'open-sesame' });
const { app } = gated;
const { db } = gated.database;
// Gate off, no WhatsApp or SMS: the shipping step shows no box, and a tick sent anyway is ignored.
const plain = await orderMessagesApp({});

/** The link's path and query, as the mail carries it. */
const linkOf = (phone: string) => stopUrl(PUBLIC_URL, SECRET, phone).slice(PUBLIC_URL.length);

const optOutsOf = (phone: string) =>
  db.select().from(messageOptOuts).where(eq(messageOptOuts.phone, phone));

const post = (url: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('GET and POST /messages/stop', () => {
  it('asks once on a plain page, then records the phone’s opt-out (source link)', async () => {
    const phone = to(freshPhone());
    const shown = `+91 ${phone.slice(2, 7)} ${phone.slice(7)}`;
    const page = await app.inject({ method: 'GET', url: linkOf(phone) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(STOP_TEXT.confirmHeading);
    expect(page.body).toContain(shown);
    expect(page.body).toContain('<form method="post"');
    // Opening the link (a mail scanner does) records nothing.
    expect(await optOutsOf(phone)).toEqual([]);

    const done = await post(linkOf(phone));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(STOP_TEXT.doneHeading);
    expect(done.body).toContain(shown);
    const [first] = await optOutsOf(phone);
    expect(first).toMatchObject({ phone, source: 'link' });
  });

  it('moves the opt-out’s time on when it is used again (the latest word wins)', async () => {
    const phone = to(freshPhone());
    expect((await post(linkOf(phone))).statusCode).toBe(200);
    const long = new Date('2026-01-01T00:00:00Z');
    await db
      .update(messageOptOuts)
      .set({ createdAt: long, source: 'whatsapp-stop' })
      .where(eq(messageOptOuts.phone, phone));
    expect((await post(linkOf(phone))).statusCode).toBe(200);
    const rows = await optOutsOf(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe('link');
    expect(rows[0]?.createdAt.getTime()).toBeGreaterThan(long.getTime());
  });

  it('refuses a token signed for another phone, another purpose or another secret: 403, nothing kept', async () => {
    const phone = to(freshPhone());
    const query = (token: string) => `/messages/stop?phone=${phone}&token=${token}`;
    const urls = [
      query(createStopToken(SECRET, to(freshPhone()))),
      query(createStopToken('another-secret-of-at-least-32-characters', phone)),
      linkOf(phone).replace(/token=./, 'token=x'),
    ];
    for (const url of urls) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.body).toContain(STOP_TEXT.invalidHeading);
      }
    }
    expect(await optOutsOf(phone)).toEqual([]);
  });

  it('answers a malformed link 400 and keeps nothing', async () => {
    const phone = freshPhone();
    const token = createStopToken(SECRET, phone);
    for (const url of [
      '/messages/stop',
      `/messages/stop?phone=${to(phone)}`,
      `/messages/stop?phone=${phone}&token=${token}`,
      `/messages/stop?phone=%2B${to(phone)}&token=${token}`,
      `/messages/stop?phone=${to(phone)}&token=${'a'.repeat(101)}`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.body).toContain(STOP_TEXT.invalidHeading);
      }
    }
    expect(await db.select().from(messageOptOuts).where(eq(messageOptOuts.phone, phone))).toEqual(
      [],
    );
  });
});

describe('with no channel configured', () => {
  const { placeOnline } = orderMessagesHelpers(plain);

  it('ignores the tick: no consent kept, no note in the mail, no message rows', async () => {
    const { db: plainDb } = plain.database;
    const { orderId } = await placeOnline({ phone: freshPhone(), whatsappUpdates: true });
    const [row] = await plainDb.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.whatsappConsentAt).toBeNull();
    const mail = await confirmationMailOf(plainDb, orderId);
    expect(mail.text).not.toContain('updates on this order');
    expect(await messagesOf(plainDb, orderId)).toEqual([]);
  });
});
