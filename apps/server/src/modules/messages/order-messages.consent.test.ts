import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  confirmationMailOf,
  consentedOrder,
  freshPhone,
  messagesOf,
  orderMessagesShop,
  PUBLIC_URL,
  SECRET,
  sentMessagesOf,
  to,
} from '../../testing/order-messages-kit.ts';
import { orders } from '../orders/orders.tables.ts';
import { messageOptOuts } from './messages.tables.ts';
import { stopUrl } from './stop-link.ts';

// Consent (API.md § Messages beyond mail; decision 060): no tick, no message; STOP on WhatsApp
// or the confirmation mail's stop link withdraws it for the phone; a later tick is a new consent;
// a replacement carries its original order's.

const {
  app,
  db,
  whatsapp,
  placeOnline,
  placeCod,
  put,
  mailsTo,
  deliveredOrder,
  requestReturn,
  returnStep,
} = await orderMessagesShop();

const ship = (orderId: string) =>
  put(`/api/orders/${orderId}/ship`, { courier: 'Delhivery', trackingNumber: 'DL42' });

const confirmationOf = (orderId: string) => confirmationMailOf(db, orderId);

/** The link's POST, as the page's button sends it. */
const stopByLink = (phone: string) =>
  app.inject({
    method: 'POST',
    url: stopUrl(PUBLIC_URL, SECRET, phone).slice(PUBLIC_URL.length),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('without consent', () => {
  it('sends nothing for an unticked or absent box, online or COD, and keeps no consent', async () => {
    for (const whatsappUpdates of [false, undefined]) {
      const phone = freshPhone();
      const online = await placeOnline({
        phone,
        ...(whatsappUpdates === false ? { whatsappUpdates } : {}),
      });
      const cod = await placeCod({
        phone,
        ...(whatsappUpdates === false ? { whatsappUpdates } : {}),
      });
      for (const { orderId } of [online, cod]) {
        expect((await ship(orderId)).statusCode).toBe(200);
        const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
        expect(row?.whatsappConsentAt).toBeNull();
        expect(await messagesOf(db, orderId)).toEqual([]);
        expect((await confirmationOf(orderId)).text).not.toContain('/messages/stop');
      }
      expect(whatsapp.sent.filter((message) => message.to === to(phone))).toEqual([]);
    }
  });

  it('gives a manual order none, whatever its shipping says', async () => {
    const { order } = await consentedOrder(db, { consentAt: null, status: 'Processing' });
    expect((await ship(order.id)).statusCode).toBe(200);
    expect(await messagesOf(db, order.id)).toEqual([]);
  });
});

describe('the confirmation mail', () => {
  it('says where the updates go and links the phone’s stop link, only with consent', async () => {
    const phone = freshPhone();
    const { orderId } = await placeOnline({ phone, whatsappUpdates: true });
    const mail = await confirmationOf(orderId);
    const link = stopUrl(PUBLIC_URL, SECRET, to(phone));
    expect(mail.text).toContain(
      `You will get updates on this order on WhatsApp at +91 ${phone.slice(0, 5)} ${phone.slice(5)}. To stop them, reply STOP there or open ${link}`,
    );
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });
});

describe('withdrawing consent', () => {
  it('stops every later event after STOP on WhatsApp, and only for that phone', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    const stopped = await placeOnline({ phone, whatsappUpdates: true });
    const kept = await placeOnline({ phone: other, whatsappUpdates: true });
    await sentMessagesOf(db, stopped.orderId, 'order_confirmation');
    const answer = await whatsapp.deliver(app, whatsapp.inboundTextWebhook(to(phone), ' stop '));
    expect(answer.statusCode).toBe(200);
    expect(
      await db
        .select()
        .from(messageOptOuts)
        .where(eq(messageOptOuts.phone, to(phone))),
    ).toEqual([expect.objectContaining({ source: 'whatsapp-stop' })]);

    for (const { orderId } of [stopped, kept]) expect((await ship(orderId)).statusCode).toBe(200);
    expect(await sentMessagesOf(db, kept.orderId, 'order_shipped')).toHaveLength(1);
    expect((await messagesOf(db, stopped.orderId)).map((row) => row.kind)).toEqual([
      'order_confirmation',
    ]);
    // The mail still goes: only the messages stop.
    expect(
      await mailsTo((await confirmationOf(stopped.orderId)).toAddress, 'order-shipped'),
    ).toHaveLength(1);
  });

  it('stops them by the mail’s link too (source `link`)', async () => {
    const phone = freshPhone();
    const { orderId } = await placeCod({ phone, whatsappUpdates: true });
    expect((await stopByLink(to(phone))).statusCode).toBe(200);
    expect(
      await db
        .select()
        .from(messageOptOuts)
        .where(eq(messageOptOuts.phone, to(phone))),
    ).toEqual([expect.objectContaining({ source: 'link' })]);
    expect((await ship(orderId)).statusCode).toBe(200);
    expect((await messagesOf(db, orderId)).map((row) => row.kind)).toEqual(['order_confirmation']);
  });

  it('takes a later tick as a new consent: the new order’s updates go, the old order stays quiet', async () => {
    const phone = freshPhone();
    const before = await placeOnline({ phone, whatsappUpdates: true });
    expect((await stopByLink(to(phone))).statusCode).toBe(200);
    const after = await placeOnline({ phone, whatsappUpdates: true });
    await sentMessagesOf(db, after.orderId, 'order_confirmation');
    for (const { orderId } of [before, after]) expect((await ship(orderId)).statusCode).toBe(200);
    expect(await sentMessagesOf(db, after.orderId, 'order_shipped')).toHaveLength(1);
    expect((await messagesOf(db, before.orderId)).map((row) => row.kind)).toEqual([
      'order_confirmation',
    ]);

    // A second opt-out moves the phone's time on: the newer consent is withdrawn too.
    await whatsapp.deliver(app, whatsapp.inboundTextWebhook(to(phone), 'STOP'));
    expect((await put(`/api/orders/${after.orderId}/deliver`)).statusCode).toBe(200);
    expect((await messagesOf(db, after.orderId)).map((row) => row.kind)).toEqual([
      'order_confirmation',
      'order_shipped',
    ]);
  });
});

describe('a replacement order', () => {
  async function shippedReplacement(consentAt: Date | null) {
    const phone = freshPhone();
    const { order, token, itemIds } = await deliveredOrder({ phone });
    await db.update(orders).set({ whatsappConsentAt: consentAt }).where(eq(orders.id, order.id));
    const created = await requestReturn(order.id, token, itemIds);
    expect((await returnStep(created._id, 'approve')).statusCode).toBe(200);
    const shipped = await returnStep(created._id, 'ship-replacement', {
      courier: 'Delhivery',
      trackingNumber: 'DLREPL1',
    });
    expect(shipped.statusCode).toBe(200);
    const [replacement] = await db.select().from(orders).where(eq(orders.replacementOf, order.id));
    if (!replacement) throw new Error('no replacement order');
    expect((await put(`/api/orders/${replacement.id}/deliver`)).statusCode).toBe(200);
    return { order, replacement };
  }

  it('carries the original order’s consent: its delivery goes to the same phone', async () => {
    const consentAt = new Date(Date.now() - 60_000);
    const { order, replacement } = await shippedReplacement(consentAt);
    expect(replacement.whatsappConsentAt).toEqual(consentAt);
    await sentMessagesOf(db, replacement.id, 'order_delivered');
    expect(
      whatsapp.sentOf('order_delivered').filter((message) => message.to === to(order.phone)),
    ).toEqual([expect.objectContaining({ parameters: [`#${replacement.number}`] })]);
    // The return's own steps went as return updates on the original order.
    const updates = await sentMessagesOf(db, order.id, 'return_update');
    expect(
      updates.map((row) => row.payload?.channel === 'whatsapp' && row.payload.parameters[2]),
    ).toEqual(['request received', 'approved', 'replacement shipped']);
  });

  it('has none when the original had none', async () => {
    const { order, replacement } = await shippedReplacement(null);
    expect(replacement.whatsappConsentAt).toBeNull();
    expect(await messagesOf(db, replacement.id)).toEqual([]);
    expect(await messagesOf(db, order.id)).toEqual([]);
  });
});
