import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';

// The storefront's forms where JavaScript does not run (decision 045): "Find my order".
const { app, database } = await buildTestApp({ RATE_LIMIT_ORDER_LOOKUP_PER_MINUTE: '4' });
const { order } = await createOrder(database.db, { email: 'asha.rao@example.in' });

const form = (fields: Record<string, string>, remoteAddress = '10.70.0.1') =>
  app.inject({
    method: 'POST',
    url: '/track-order',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });

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
