import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartReminderShop,
  draftOf,
  newPipelineId,
  PUBLIC_URL,
  reminderBody,
  reminderMailsTo,
  SECRET,
} from '../../testing/cart-reminder-kit.ts';
import { uniqueEmail } from '../../testing/checkout-requests.ts';
import { createProduct, createSubscriber } from '../../testing/factories.ts';
import { subscribers } from '../newsletter/newsletter.tables.ts';
import { createUnsubscribeToken } from '../newsletter/unsubscribe-token.ts';
import { cartReminderOptOuts } from './cart-reminders.tables.ts';
import { createStopToken, STOP_TEXT, stopUrl } from './stop-link.ts';

// The reminder mail's own stop link (API.md § Cart reminders, issue [16]): a page that asks
// once, then no reminder to that email again. It and the newsletter's unsubscribe link are
// separate: neither touches the other.

// The gate on: the link works for a shopper who never unlocked the shop.
const { app, db, sweep } = await cartReminderShop({
  delayMinutes: 30,
  env: { STORE_PASSWORD: 'open-sesame' },
});
const unlocked = await app.inject({
  method: 'POST',
  url: '/api/store/unlock',
  payload: { password: 'open-sesame' },
});
const cookies = Object.fromEntries(unlocked.cookies.map((cookie) => [cookie.name, cookie.value]));

/** The stop link's path and query, as the mail carries it. */
const linkOf = (email: string) => stopUrl(PUBLIC_URL, SECRET, email).slice(PUBLIC_URL.length);
const optedOut = async () => (await db.select().from(cartReminderOptOuts)).map((row) => row.email);

async function remind(email: string) {
  const pipelineId = newPipelineId();
  const body = reminderBody(email, [await createProduct(db)]);
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/checkouts/${pipelineId}/reminder`,
    payload: body,
    cookies,
  });
  expect(saved.statusCode).toBe(204);
  await sweep(31);
  return pipelineId;
}

const stop = (email: string) =>
  app.inject({
    method: 'POST',
    url: linkOf(email),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('the cart reminder’s stop link', () => {
  it('asks once on a plain page, records the email when confirmed, and no reminder goes after', async () => {
    const email = uniqueEmail();
    const page = await app.inject({ method: 'GET', url: linkOf(email) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(STOP_TEXT.confirmHeading);
    expect(page.body).toContain('<form method="post"');
    expect(await optedOut()).not.toContain(email);

    const done = await stop(email.toUpperCase());
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(STOP_TEXT.doneHeading);
    expect((await stop(email)).statusCode).toBe(200);
    expect((await optedOut()).filter((row) => row === email)).toEqual([email]);

    const pipelineId = await remind(email);
    expect(await reminderMailsTo(db, email)).toHaveLength(0);
    expect((await draftOf(db, pipelineId))?.skipped).toBe('withdrawn');
    // Another address still gets its reminder.
    const other = uniqueEmail();
    await remind(other);
    expect(await reminderMailsTo(db, other)).toHaveLength(1);
  });

  it('refuses a forged, another email’s or a malformed link and records nothing', async () => {
    const victim = 'victim@example.in';
    const forged = [
      `/cart-reminders/stop?email=${victim}&token=${createStopToken(SECRET, 'someone@example.in')}`,
      `/cart-reminders/stop?email=${victim}&token=${createStopToken('another-secret-of-at-least-32-chars!', victim)}`,
      // The newsletter's unsubscribe token for the same email opens nothing here.
      `/cart-reminders/stop?email=${victim}&token=${createUnsubscribeToken(SECRET, victim)}`,
    ];
    for (const url of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.body).toContain(STOP_TEXT.invalidHeading);
      }
    }
    for (const url of [
      '/cart-reminders/stop',
      `/cart-reminders/stop?email=${victim}`,
      `/cart-reminders/stop?email=${'a'.repeat(300)}&token=x`,
    ]) {
      const response = await app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBe(400);
    }
    expect(await optedOut()).not.toContain(victim);
  });

  it('leaves the newsletter alone, and the newsletter’s unsubscribe leaves reminders alone', async () => {
    const reader = uniqueEmail();
    await createSubscriber(db, { email: reader });
    await stop(reader);
    const [row] = await db.select().from(subscribers).where(eq(subscribers.email, reader));
    expect(row?.subscribed).toBe(true);

    const unsubscribed = uniqueEmail();
    await createSubscriber(db, { email: unsubscribed });
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscription/toggle-subscription',
      payload: {
        email: unsubscribed,
        subscribe: false,
        token: createUnsubscribeToken(SECRET, unsubscribed),
      },
    });
    expect(response.json()).toEqual({ subscribed: false });
    await remind(unsubscribed);
    expect(await reminderMailsTo(db, unsubscribed)).toHaveLength(1);
  });
});
