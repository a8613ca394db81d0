import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';

// The storefront's forms where JavaScript does not run (decision 045): "Find my order".
const { app, database } = await buildTestApp({ RATE_LIMIT_ORDER_LOOKUP_PER_MINUTE: '4' });
const { order } = await createOrder(database.db, { email: 'asha.rao@example.in' });

/** A form as a browser sends it without JavaScript: url-encoded fields, from one client. */
const postForm =
  (target: FastifyInstance, url: string, defaultAddress: string) =>
  (fields: Record<string, string>, remoteAddress = defaultAddress) =>
    target.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

const form = postForm(app, '/track-order', '10.70.0.1');

describe('POST /track-order (the "Find my order" form, sent without JavaScript)', () => {
  it('answers the right number and email with the order’s tracking page', async () => {
    const response = await form({ orderNumber: `#${order.number}`, email: 'Asha.Rao@example.in' });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/track-order?id=${order.id}`);
  });

  it('sends the form back with why, the number as typed and never the email', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ orderNumber: `${order.number}`, email: 'nobody@example.in' }, 'not-found'],
      [{ orderNumber: 'abc', email: 'asha.rao@example.in' }, 'number'],
      [{ orderNumber: `${order.number}`, email: 'not-an-email' }, 'email'],
      [{}, 'number'],
    ];
    for (const [fields, reason] of cases) {
      const response = await form(fields, '10.70.0.2');
      expect(response.statusCode, JSON.stringify(fields)).toBe(303);
      const location = new URL(String(response.headers.location), 'http://shop.test');
      expect(location.pathname).toBe('/track-order');
      expect(Object.fromEntries(location.searchParams)).toEqual({
        number: fields.orderNumber ?? '',
        lookup: reason,
      });
      expect(String(response.headers.location)).not.toContain('example.in');
    }
  });

  it('counts against the same limit as POST /api/orders/lookup: no more guesses for a client', async () => {
    const api = () =>
      app.inject({
        method: 'POST',
        url: '/api/orders/lookup',
        payload: { number: order.number, email: 'nobody@example.in' },
        remoteAddress: '10.70.0.3',
      });
    for (let i = 0; i < 4; i += 1) expect((await api()).statusCode).toBe(404);

    const response = await form(
      { orderNumber: `${order.number}`, email: 'asha.rao@example.in' },
      '10.70.0.3',
    );

    expect(response.headers.location).toBe(`/track-order?number=${order.number}&lookup=busy`);
  });

  it('leaves the API to JSON: a form body there is refused, not read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders/lookup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `number=${order.number}&email=asha.rao%40example.in`,
      remoteAddress: '10.70.0.4',
    });

    expect(response.statusCode).toBe(415);
  });
});

// The gate's form: a shop with a password, and a limit of 3 guesses a minute.
const gated = await buildTestApp({
  STORE_PASSWORD: 'open-sesame',
  RATE_LIMIT_UNLOCK_PER_MINUTE: '3',
});

const unlockForm = postForm(gated.app, '/unlock', '10.71.0.1');

describe('POST /unlock (the gate’s form, sent without JavaScript)', () => {
  it('sets the unlock cookie and sends the visitor back to the page they asked for', async () => {
    const response = await unlockForm({
      password: 'open-sesame',
      returnTo: '/category/mobile-skins?sort=name',
    });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/category/mobile-skins?sort=name');
    const cookie = response.cookies.find((candidate) => candidate.name === 'store_unlock');
    expect(cookie?.httpOnly).toBe(true);
    // The cookie opens the API as the JSON unlock's does.
    const products = await gated.app.inject({
      method: 'GET',
      url: '/api/products',
      cookies: { store_unlock: cookie?.value ?? '' },
    });
    expect(products.statusCode).toBe(200);
  });

  it('sends the page back with why: a wrong password, none, too many tries', async () => {
    const wrong = await unlockForm({ password: 'guess', returnTo: '/faq?x=1' }, '10.71.0.2');
    expect(wrong.headers.location).toBe('/faq?x=1&unlock=wrong');
    expect(wrong.cookies).toEqual([]);

    const empty = await unlockForm({ returnTo: '/faq' }, '10.71.0.2');
    expect(empty.headers.location).toBe('/faq?unlock=empty');

    await unlockForm({ password: 'guess2', returnTo: '/' }, '10.71.0.2');
    await unlockForm({ password: 'guess3', returnTo: '/' }, '10.71.0.2');
    const busy = await unlockForm({ password: 'open-sesame', returnTo: '/' }, '10.71.0.2');
    expect(busy.headers.location).toBe('/?unlock=busy');
    expect(busy.cookies).toEqual([]);
  });

  it.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'faq', ''])(
    'never sends the visitor off the site: returnTo %j goes home',
    async (returnTo) => {
      // A client each, so the limit of 3 is never what answers.
      const response = await unlockForm(
        { password: 'open-sesame', returnTo },
        `10.72.0.${returnTo.length}`,
      );
      expect(response.headers.location).toBe('/');
    },
  );
});

const subscribeForm = postForm(app, '/subscribe', '10.74.0.1');

describe('POST /subscribe (the newsletter’s form, sent without JavaScript)', () => {
  it('signs the address up and sends the page back saying so, never with the welcome code', async () => {
    const first = await subscribeForm({ email: ' meera@example.in ', returnTo: '/faq' });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/faq?newsletter=subscribed');
    const subscriber = await app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      payload: { email: 'meera@example.in' },
      remoteAddress: '10.74.0.9',
    });
    // The API's 409: the form's address is on the list.
    expect(subscriber.statusCode).toBe(409);

    const again = await subscribeForm({ email: 'meera@example.in', returnTo: '/faq' });
    expect(again.headers.location).toBe('/faq?newsletter=exists');
  });

  it('sends back why an address was refused, on a page of this site only', async () => {
    const invalid = await subscribeForm({ email: 'not-an-email', returnTo: '/?x=1' }, '10.74.0.2');
    expect(invalid.headers.location).toBe('/?x=1&newsletter=invalid');

    const offSite = await subscribeForm(
      { email: 'ravi@example.in', returnTo: '//evil.example' },
      '10.74.0.3',
    );
    expect(offSite.headers.location).toBe('/?newsletter=subscribed');
  });
});

describe('the forms, sent from another site', () => {
  it.each(['/track-order', '/unlock', '/subscribe'])(
    'refuses %s from another site’s page, before reading it',
    async (url) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
        },
        payload: 'email=victim%40example.in&returnTo=%2F',
        remoteAddress: '10.75.0.1',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    },
  );

  it('takes a form sent from the shop’s own page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/subscribe',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: 'email=own-page%40example.in&returnTo=%2F',
      remoteAddress: '10.75.0.2',
    });
    expect(response.headers.location).toBe('/?newsletter=subscribed');
  });
});
