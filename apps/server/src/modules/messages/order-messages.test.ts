import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fakeSmsTemplateId } from '../../testing/fake-msg91.ts';
import {
  consentedOrder,
  freshPhone,
  messagesOf,
  orderMessagesShop,
  PUBLIC_URL,
  sentMessagesOf,
  to,
} from '../../testing/order-messages-kit.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { returns } from '../returns/returns.tables.ts';
import { renderOrderMessage, WHATSAPP_FOOTER } from './order-message-texts.ts';

// API.md § Messages beyond mail: each shopper's order event goes once on WhatsApp, with the
// parameters its template lists (order-message-texts.ts), written in the event's transaction
// beside its mail and sent to the fake Cloud API; its SMS twin rides along for the fallback.

const {
  app,
  db,
  whatsapp,
  msg91,
  placeOnline,
  placeCod,
  put,
  deliveredOrder,
  requestReturn,
  returnStep,
} = await orderMessagesShop();

/** What the fake Cloud API accepted for this phone and template. */
const sentTo = (phone: string, template: string) =>
  whatsapp.sentOf(template).filter((message) => message.to === to(phone));

describe('the order confirmation on WhatsApp', () => {
  it('goes once for a paid online order: number, amount paid, "paid online"', async () => {
    const phone = freshPhone();
    const { orderId, number } = await placeOnline({ phone, whatsappUpdates: true });
    const [row] = await sentMessagesOf(db, orderId, 'order_confirmation');
    const parameters = [`#${number}`, 'Rs. 593.00', 'paid online'];
    expect(sentTo(phone, 'order_confirmation')).toEqual([expect.objectContaining({ parameters })]);
    expect(row).toMatchObject({
      channel: 'whatsapp',
      toAddress: to(phone),
      subject: 'WhatsApp: order_confirmation',
      text: `${renderOrderMessage('order_confirmation', parameters)}\n\n${WHATSAPP_FOOTER}`,
      deliveryStatus: 'sent',
      payload: {
        channel: 'whatsapp',
        template: 'order_confirmation',
        parameters,
        smsFallback: {
          templateId: fakeSmsTemplateId('order_confirmation'),
          vars: parameters,
          text: renderOrderMessage('order_confirmation', parameters),
        },
      },
    });
    // Written with the confirmation mail, in its transaction: the mail is its source.
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, row?.sourceId ?? ''));
    expect(mail?.kind).toBe('order-confirmation');
    // The fallback is not used while WhatsApp delivers.
    expect(msg91.sent.filter((sms) => sms.to === to(phone))).toEqual([]);
  });

  it('says the cash to keep ready for a cash on delivery order', async () => {
    const phone = freshPhone();
    const { orderId, number } = await placeCod({ phone, whatsappUpdates: true });
    await sentMessagesOf(db, orderId, 'order_confirmation');
    expect(sentTo(phone, 'order_confirmation').map((message) => message.parameters)).toEqual([
      [`#${number}`, 'Rs. 593.00', 'to pay in cash on delivery'],
    ]);
  });

  it('keeps the consent with the checkout’s time, and nothing of the tick in the shipping', async () => {
    const phone = freshPhone();
    const { orderId } = await placeOnline({ phone, whatsappUpdates: true });
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.whatsappConsentAt).toBeInstanceOf(Date);
    expect(row?.whatsappConsentAt?.getTime()).toBeLessThanOrEqual(row?.createdAt.getTime() ?? 0);
    expect(row?.shipping).not.toHaveProperty('whatsappUpdates');
  });
});

describe('the order’s later events on WhatsApp', () => {
  it('sends order_shipped exactly once under 10 parallel ships: courier, AWB, the shop’s tracking page', async () => {
    const phone = freshPhone();
    const { orderId, number } = await placeOnline({ phone, whatsappUpdates: true });
    const shipment = { courier: 'Delhivery', trackingNumber: 'DL2026112901' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => put(`/api/orders/${orderId}/ship`, shipment)),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const rows = await sentMessagesOf(db, orderId, 'order_shipped');
    expect(rows).toHaveLength(1);
    expect(sentTo(phone, 'order_shipped')).toEqual([
      expect.objectContaining({
        parameters: [
          `#${number}`,
          'Delhivery',
          'DL2026112901',
          `${PUBLIC_URL}/track-order?id=${orderId}`,
        ],
      }),
    ]);
  });

  it('names no courier for Other, and goes again when the shipment is corrected', async () => {
    const { order } = await consentedOrder(db, { status: 'Processing' });
    const other = {
      courier: 'Other',
      trackingNumber: 'LOCAL-77',
      trackingUrl: 'https://courier.example.in/t/LOCAL-77',
    };
    expect((await put(`/api/orders/${order.id}/ship`, other)).statusCode).toBe(200);
    await sentMessagesOf(db, order.id, 'order_shipped');
    const corrected = { courier: 'Blue Dart', trackingNumber: 'BD998877' };
    expect((await put(`/api/orders/${order.id}/ship`, corrected)).statusCode).toBe(200);
    const rows = await sentMessagesOf(db, order.id, 'order_shipped');
    expect(
      rows.map((row) => row.payload?.channel === 'whatsapp' && row.payload.parameters),
    ).toEqual([
      [`#${order.number}`, 'our courier', 'LOCAL-77', expect.stringContaining('/track-order?id=')],
      [`#${order.number}`, 'Blue Dart', 'BD998877', expect.stringContaining('/track-order?id=')],
    ]);
  });

  it('sends no order_shipped for a move to Shipped without a courier, and one when it is recorded', async () => {
    const { order } = await consentedOrder(db, { status: 'Processing' });
    const moved = await put(`/api/orders/${order.id}/status`, { status: 'Shipped' });
    expect(moved.statusCode).toBe(200);
    expect(await messagesOf(db, order.id)).toEqual([]);
    await put(`/api/orders/${order.id}/ship`, { courier: 'DTDC', trackingNumber: 'D123' });
    expect(await sentMessagesOf(db, order.id, 'order_shipped')).toHaveLength(1);
  });

  it('sends order_delivered with the order number', async () => {
    const { order } = await consentedOrder(db, { status: 'Shipped' });
    expect((await put(`/api/orders/${order.id}/deliver`)).statusCode).toBe(200);
    await sentMessagesOf(db, order.id, 'order_delivered');
    expect(sentTo(order.phone, 'order_delivered').map((m) => m.parameters)).toEqual([
      [`#${order.number}`],
    ]);
  });

  it('sends order_cancelled for an unpaid order, order_refunded with the amount for a paid one', async () => {
    const phone = freshPhone();
    const unpaid = await placeCod({ phone, whatsappUpdates: true });
    expect((await put(`/api/orders/${unpaid.orderId}/cancel`)).statusCode).toBe(200);
    await sentMessagesOf(db, unpaid.orderId, 'order_cancelled');
    expect(sentTo(phone, 'order_cancelled').map((m) => m.parameters)).toEqual([
      [`#${unpaid.number}`],
    ]);

    const paid = await placeOnline({ phone, whatsappUpdates: true });
    expect((await put(`/api/orders/${paid.orderId}/cancel`)).statusCode).toBe(200);
    await sentMessagesOf(db, paid.orderId, 'order_refunded');
    expect(sentTo(phone, 'order_refunded').map((m) => m.parameters)).toEqual([
      [`#${paid.number}`, 'Rs. 593.00'],
    ]);
  });

  it('sends return_update for each step of a return: its number and the step in words', async () => {
    const phone = freshPhone();
    const { order, token, itemIds } = await deliveredOrder({ phone, lines: [{ quantity: 2 }] });
    await db.update(orders).set({ whatsappConsentAt: new Date() }).where(eq(orders.id, order.id));
    const { _id, number } = await requestReturn(order.id, token, itemIds);
    expect((await returnStep(_id, 'approve')).statusCode).toBe(200);
    expect(await sentMessagesOf(db, order.id, 'return_update')).toHaveLength(2);
    expect(sentTo(phone, 'return_update').map((m) => m.parameters)).toEqual([
      [`#${order.number}`, number, 'request received'],
      [`#${order.number}`, number, 'approved'],
    ]);
  });

  it('names the return each step is about when two returns of one order move', async () => {
    const phone = freshPhone();
    const { order, token, itemIds } = await deliveredOrder({
      phone,
      lines: [{ quantity: 1 }, { quantity: 1 }],
    });
    await db.update(orders).set({ whatsappConsentAt: new Date() }).where(eq(orders.id, order.id));
    const first = await requestReturn(order.id, token, itemIds, {
      lines: [{ itemId: itemIds[0] ?? '', quantity: 1 }],
    });
    const second = await requestReturn(order.id, token, itemIds, {
      lines: [{ itemId: itemIds[1] ?? '', quantity: 1 }],
    });
    expect((await returnStep(second._id, 'approve')).statusCode).toBe(200);
    // The second's change time after the first's coming move, as when two moves share a moment
    // or another instance's clock runs ahead: the message must not go by time.
    await db
      .update(returns)
      .set({ updatedAt: new Date(Date.now() + 60 * 60 * 1000) })
      .where(eq(returns.id, second._id));
    expect((await returnStep(first._id, 'approve')).statusCode).toBe(200);
    expect(await sentMessagesOf(db, order.id, 'return_update')).toHaveLength(4);
    // Each step's send starts after its commit without being awaited: compared in any order.
    const told = sentTo(phone, 'return_update').map((m) => m.parameters.join(' · '));
    expect(told.sort()).toEqual(
      [
        `#${order.number} · ${first.number} · request received`,
        `#${order.number} · ${second.number} · request received`,
        `#${order.number} · ${second.number} · approved`,
        `#${order.number} · ${first.number} · approved`,
      ].sort(),
    );
  });

  it('sends nothing for the cancel request’s receipt or its refusal, nor for owner mails', async () => {
    const { order, token } = await consentedOrder(db, { status: 'Processing' });
    const requested = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/request-cancel`,
      headers: { 'x-order-token': token },
    });
    expect(requested.statusCode).toBe(200);
    await put(`/api/orders/${order.id}/decline-cancel`, { reason: 'Already printed.' });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(
      expect.arrayContaining(['cancel-declined', 'cancel-requested']),
    );
    expect(await messagesOf(db, order.id)).toEqual([]);
  });
});
