import { OrderSchema, OrderTrackingSchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { fulfilmentHelpers, PUBLIC_URL, SECRET } from '../../testing/fulfilment-test-kit.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import { orderTrackingUrl } from './order-token.ts';

// API.md § Orders after payment: ship, deliver, decline-cancel, and every status mail written
// once per event, in the transaction of the change it reports.
// Cancel requests and cancelling: orders.cancel-mail.test.ts.

const context = await buildTestApp({ APP_SECRET: SECRET, PUBLIC_URL }, { authenticateAdmin });
const { app } = context;
const { orderIn, put, mailsTo, eventsOf } = fulfilmentHelpers(context);

const ship = (id: string, payload: object) => put(`/api/orders/${id}/ship`, payload);
const deliver = (id: string) => put(`/api/orders/${id}/deliver`);

describe('PUT /api/orders/{id}/ship', () => {
  it('ships a Processing order with Delhivery and its AWB, and mails the tracking once', async () => {
    const { order, token } = await orderIn({ status: 'Processing', firstName: 'Meera' });
    const response = await ship(order.id, { courier: 'Delhivery', trackingNumber: ' 1234 567/8 ' });
    expect(response.statusCode).toBe(200);
    const shipped = OrderSchema.parse(response.json());
    expect(shipped.status).toBe('Shipped');
    expect(shipped.shipment).toMatchObject({
      courier: 'Delhivery',
      trackingNumber: '1234 567/8',
      trackingUrl: 'https://www.delhivery.com/track/package/1234%20567%2F8',
    });

    const tracking = OrderTrackingSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/orders/track-order/${order.id}` })).json(),
    );
    expect(tracking.shipment).toEqual(shipped.shipment);
    expect(tracking.history.map((event) => event.status)).toEqual([
      'Placed',
      'Processing',
      'Shipped',
    ]);

    const events = await eventsOf(order.id);
    expect(events.at(-1)).toMatchObject({
      status: 'Shipped',
      actor: 'admin@example.in',
      note: 'Delhivery 1234 567/8',
    });

    const mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-shipped']);
    const [mail] = mails;
    const link = orderTrackingUrl(PUBLIC_URL, order.id, token);
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain(`#${order.number}`);
      expect(body).toContain('Delhivery');
      expect(body).toContain('1234 567/8');
      expect(body).toContain('https://www.delhivery.com/track/package/1234%20567%2F8');
    }
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link.replace('&', '&amp;'));
    expect(mail?.subject).toBe(`Your Skins order #${order.number} has shipped`);
  });

  it('ships a Placed order too, and takes the page given for another courier', async () => {
    const { order } = await orderIn();
    const missing = await ship(order.id, { courier: 'Other', trackingNumber: 'ST123' });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('trackingUrl');
    const response = await ship(order.id, {
      courier: 'Other',
      trackingNumber: 'ST123',
      trackingUrl: 'https://track.stcourier.example/ST123',
    });
    expect(response.statusCode).toBe(200);
    expect(OrderSchema.parse(response.json()).shipment).toMatchObject({
      courier: 'Other',
      trackingUrl: 'https://track.stcourier.example/ST123',
    });
    expect(await mailsTo(order.email, 'order-shipped')).toHaveLength(1);
  });

  it('refuses a bad courier, a blank AWB and a page that is no web address', async () => {
    const { order } = await orderIn({ status: 'Processing' });
    for (const payload of [
      { courier: 'FedUp', trackingNumber: '1' },
      { courier: 'DTDC', trackingNumber: '   ' },
      { courier: 'Other', trackingNumber: '1', trackingUrl: 'javascript:alert(1)' },
      {},
    ]) {
      expect((await ship(order.id, payload)).statusCode).toBe(400);
    }
    expect(await mailsTo(order.email)).toHaveLength(0);
  });

  it('sends one shipped mail for 10 concurrent identical calls, and one more per correction', async () => {
    const { order } = await orderIn({ status: 'Processing' });
    const body = { courier: 'Blue Dart', trackingNumber: 'BD100' };
    const responses = await Promise.all(Array.from({ length: 10 }, () => ship(order.id, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await mailsTo(order.email, 'order-shipped')).toHaveLength(1);
    const firstShippedAt = OrderSchema.parse(responses[0]?.json()).shipment?.shippedAt;

    // The same details again change nothing: no mail.
    expect((await ship(order.id, body)).statusCode).toBe(200);
    expect(await mailsTo(order.email, 'order-shipped')).toHaveLength(1);

    // A corrected AWB, sent 5 times at once: one more mail, with the new number.
    const corrected = { courier: 'Blue Dart', trackingNumber: 'BD200' };
    const again = await Promise.all(Array.from({ length: 5 }, () => ship(order.id, corrected)));
    expect(again.map((response) => response.statusCode)).toEqual(Array(5).fill(200));
    const mails = await mailsTo(order.email, 'order-shipped');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`Updated tracking for your Skins order #${order.number}`);
    expect(mails[1]?.text).toContain('BD200');
    const after = OrderSchema.parse(again[0]?.json());
    expect(after.shipment).toMatchObject({ trackingNumber: 'BD200' });
    expect(after.shipment?.shippedAt).toBe(firstShippedAt);

    const events = await eventsOf(order.id);
    expect(events.filter((event) => event.status === 'Shipped').map((e) => e.note)).toEqual([
      'Blue Dart BD100',
      'Shipment corrected: Blue Dart BD200',
    ]);
    // The timeline shows Shipped once.
    const tracking = OrderTrackingSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/orders/track-order/${order.id}` })).json(),
    );
    expect(tracking.history.map((event) => event.status)).toEqual([
      'Placed',
      'Processing',
      'Shipped',
    ]);
  });

  it('refuses an order waiting on a cancel request, a delivered and a cancelled one', async () => {
    for (const status of ['CancelRequested', 'Delivered', 'Cancelled'] as const) {
      const { order } = await orderIn({ status });
      const response = await ship(order.id, { courier: 'DTDC', trackingNumber: 'D1' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', details: { status } });
      expect(await mailsTo(order.email)).toHaveLength(0);
    }
    const unknown = await ship('00000000-0000-4000-8000-000000000000', {
      courier: 'DTDC',
      trackingNumber: 'D1',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 401 to an anonymous caller and changes nothing', async () => {
    const { order } = await orderIn({ status: 'Processing' });
    const response = await put(
      `/api/orders/${order.id}/ship`,
      {
        courier: 'DTDC',
        trackingNumber: 'D1',
      },
      {},
    );
    expect(response.statusCode).toBe(401);
    expect(await mailsTo(order.email)).toHaveLength(0);
  });
});

describe('PUT /api/orders/{id}/deliver', () => {
  it('marks a shipped order delivered and mails once, however often it is called', async () => {
    const { order, token } = await orderIn({ status: 'Shipped' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(order.id)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This order is already delivered.',
    });
    const mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-delivered']);
    expect(mails[0]?.text).toContain(`#${order.number}`);
    expect(mails[0]?.text).toContain(orderTrackingUrl(PUBLIC_URL, order.id, token));
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      status: 'Delivered',
      actor: 'admin@example.in',
    });
  });

  it('refuses a cancelled order and one waiting on a cancel request', async () => {
    for (const status of ['Cancelled', 'CancelRequested'] as const) {
      const { order } = await orderIn({ status });
      expect((await deliver(order.id)).statusCode).toBe(409);
      expect(await mailsTo(order.email)).toHaveLength(0);
    }
  });
});

describe('PUT /api/orders/{id}/status', () => {
  it('mails the shipped and delivered moves once each, and Processing not at all', async () => {
    const { order } = await orderIn();
    const to = (status: string) => put(`/api/orders/${order.id}/status`, { status });
    expect((await to('Processing')).statusCode).toBe(200);
    const shipped = await Promise.all([to('Shipped'), to('Shipped'), to('Shipped')]);
    expect(shipped.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect((await to('Delivered')).statusCode).toBe(200);
    expect((await mailsTo(order.email)).map((mail) => mail.kind)).toEqual([
      'order-shipped',
      'order-delivered',
    ]);
  });
});
