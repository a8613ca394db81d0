import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { fakeSmsTemplateId } from '../../testing/fake-msg91.ts';
import { fulfilmentHelpers } from '../../testing/fulfilment-test-kit.ts';
import {
  consentedOrder,
  freshPhone,
  messagesOf,
  orderMessagesApp,
  orderMessagesHelpers,
  PUBLIC_URL,
  sentMessagesOf,
  to,
} from '../../testing/order-messages-kit.ts';
import { startFakeProviders } from '../../testing/outbox-channels-kit.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { renderOrderMessage } from './order-message-texts.ts';

// SMS (API.md § Messages beyond mail): with only SMS configured each event goes by SMS when it
// has its DLT template (`var1` the order number, then the WhatsApp template's values); with
// WhatsApp too, the SMS twin goes once when Meta answers that the number cannot receive
// WhatsApp (131026), and never without its template.

const { whatsapp, msg91 } = await startFakeProviders();
const SMS_EVENTS = ['order_confirmation', 'order_shipped'] as const;
const smsOnly = await orderMessagesApp({
  env: msg91.env(SMS_EVENTS),
});
const both = await orderMessagesApp({ whatsapp, env: msg91.env(SMS_EVENTS) });
const whatsappOnly = await orderMessagesApp({ whatsapp });

const smsTo = (phone: string) => msg91.sent.filter((sms) => sms.to === to(phone));
const shipIn = (context: typeof smsOnly, orderId: string, trackingNumber: string) =>
  fulfilmentHelpers(context).put(`/api/orders/${orderId}/ship`, {
    courier: 'Xpressbees',
    trackingNumber,
  });

describe('with only SMS configured', () => {
  const { db } = smsOnly.database;
  const { placeCod } = orderMessagesHelpers(smsOnly);

  it('sends each event with a template once by SMS: var1 the order number, then its values', async () => {
    const phone = freshPhone();
    const { orderId, number } = await placeCod({ phone, whatsappUpdates: true });
    expect((await shipIn(smsOnly, orderId, 'XB1001')).statusCode).toBe(200);
    await sentMessagesOf(db, orderId, 'order_shipped');
    const confirmation = [`#${number}`, 'Rs. 593.00', 'to pay in cash on delivery'];
    const shipped = [
      `#${number}`,
      'Xpressbees',
      'XB1001',
      `${PUBLIC_URL}/track-order?id=${orderId}`,
    ];
    expect(smsTo(phone)).toEqual([
      expect.objectContaining({
        templateId: fakeSmsTemplateId('order_confirmation'),
        vars: confirmation,
      }),
      expect.objectContaining({ templateId: fakeSmsTemplateId('order_shipped'), vars: shipped }),
    ]);
    expect(
      (await messagesOf(db, orderId)).map((row) => [row.channel, row.subject, row.text]),
    ).toEqual([
      ['sms', 'SMS: order_confirmation', renderOrderMessage('order_confirmation', confirmation)],
      ['sms', 'SMS: order_shipped', renderOrderMessage('order_shipped', shipped)],
    ]);
    // Its links are the shop's own (DLT whitelists URLs).
    for (const sms of smsTo(phone)) {
      for (const value of sms.vars.filter((v) => v.includes('://'))) {
        expect(value.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      }
    }
  });

  it('sends no SMS for an event without its DLT template', async () => {
    const { order } = await consentedOrder(db, { status: 'Shipped' });
    const answer = await fulfilmentHelpers(smsOnly).put(`/api/orders/${order.id}/deliver`);
    expect(answer.statusCode).toBe(200);
    expect(await messagesOf(db, order.id)).toEqual([]);
  });

  it('says "by SMS" in the confirmation mail, with the stop link and no STOP reply', async () => {
    const phone = freshPhone();
    const { orderId } = await placeCod({ phone, whatsappUpdates: true });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'order-confirmation')));
    expect(mail?.text).toContain(
      `You will get updates on this order by SMS at +91 ${phone.slice(0, 5)} ${phone.slice(5)}. To stop them, open ${PUBLIC_URL}/messages/stop?phone=${to(phone)}&token=`,
    );
  });
});

describe('with WhatsApp and SMS configured', () => {
  const { db } = both.database;
  const { placeOnline } = orderMessagesHelpers(both);

  it('falls back to the SMS twin once when WhatsApp cannot reach the number (131026)', async () => {
    const phone = freshPhone();
    whatsapp.rejectAsUndeliverable(to(phone));
    const { orderId, number } = await placeOnline({ phone, whatsappUpdates: true });
    const rows = await vi.waitFor(async () => {
      const written = await messagesOf(db, orderId);
      expect(written.map((row) => [row.channel, row.status])).toContainEqual(['sms', 'sent']);
      return written;
    });
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'sent'],
    ]);
    expect(smsTo(phone)).toEqual([
      expect.objectContaining({
        templateId: fakeSmsTemplateId('order_confirmation'),
        vars: [`#${number}`, 'Rs. 593.00', 'paid online'],
      }),
    ]);
    expect(rows[1]?.text).toBe(
      renderOrderMessage('order_confirmation', [`#${number}`, 'Rs. 593.00', 'paid online']),
    );
  });

  it('has no twin to fall back to for an event without its DLT template', async () => {
    const { order } = await consentedOrder(db, { status: 'Shipped' });
    whatsapp.rejectAsUndeliverable(to(order.phone));
    expect((await fulfilmentHelpers(both).put(`/api/orders/${order.id}/deliver`)).statusCode).toBe(
      200,
    );
    const [row] = await messagesOf(db, order.id);
    expect(row?.payload).toMatchObject({ channel: 'whatsapp', smsFallback: null });
  });
});

describe('with only WhatsApp configured', () => {
  it('writes the WhatsApp message with no SMS twin', async () => {
    const { db } = whatsappOnly.database;
    const phone = freshPhone();
    const { orderId } = await orderMessagesHelpers(whatsappOnly).placeOnline({
      phone,
      whatsappUpdates: true,
    });
    const [row] = await sentMessagesOf(db, orderId, 'order_confirmation');
    expect(row?.payload).toMatchObject({ channel: 'whatsapp', smsFallback: null });
  });
});
