import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { fakeSmsTemplateId } from '../../testing/fake-msg91.ts';
import {
  messagesByAddress,
  outboxOf,
  providersOf,
  rowsFrom,
  shippedMail,
  shippedOnWhatsApp,
  startFakeProviders,
} from '../../testing/outbox-channels-kit.ts';
import { mailOutbox } from './mail.tables.ts';

// A number WhatsApp cannot reach (Meta's 131026) gets the event by SMS, once (decision 059):
// whether Meta says so when the shop sends, or later in the webhook, or both at once.

const { whatsapp, msg91 } = await startFakeProviders();
const { app, database } = await buildTestApp();
const { db } = database;
const providers = providersOf({ whatsapp, msg91 });
const onWhatsApp = messagesByAddress((phone) => [shippedOnWhatsApp(phone)]);
const smsTo = (phone: string) => msg91.sent.filter((sms) => sms.to === phone);

async function smsRowsOf(whatsappRowId: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.sourceId, whatsappRowId), eq(mailOutbox.channel, 'sms')));
}

/** A WhatsApp message sent to `phone` (Meta took it): its row. */
async function sentWhatsApp(phone: string) {
  const outbox = outboxOf(db, app.log, { providers, messagesFor: onWhatsApp });
  const mail = await outbox.queue(shippedMail(phone));
  await outbox.flush();
  const [row] = await rowsFrom(db, mail.id);
  if (!row?.providerMessageId) throw new Error('the WhatsApp message was not sent');
  return row;
}

describe('WhatsApp cannot reach the number', () => {
  it('answered at the send: the WhatsApp row fails for good and one SMS goes instead', async () => {
    whatsapp.rejectAsUndeliverable('919811000001');
    const outbox = outboxOf(db, app.log, { providers, messagesFor: onWhatsApp });
    const mail = await outbox.queue(shippedMail('919811000001'));
    await outbox.flush();

    const [row] = await rowsFrom(db, mail.id);
    expect(row).toMatchObject({
      channel: 'whatsapp',
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      deliveryStatus: 'failed',
    });
    expect(row?.lastError).toContain('131026');
    const [sms] = await smsRowsOf(row?.id ?? '');
    expect(sms).toMatchObject({
      channel: 'sms',
      kind: 'order_shipped',
      toAddress: '919811000001',
      subject: 'SMS: order_shipped',
      status: 'sent',
      deliveryStatus: 'sent',
      orderId: row?.orderId,
    });
    expect(smsTo('919811000001')).toEqual([
      expect.objectContaining({
        templateId: fakeSmsTemplateId('order_shipped'),
        vars: ['#1001', 'Delhivery', 'AWB123456789'],
      }),
    ]);

    // Never retried: the sweep leaves the WhatsApp row alone, and the SMS is not sent twice.
    expect(await outbox.deliverDue()).toBe(0);
    expect(
      whatsapp.requests.filter((r) => JSON.stringify(r.body).includes('919811000001')),
    ).toHaveLength(1);
    expect(smsTo('919811000001')).toHaveLength(1);
  });

  it('reported by the webhook later: one SMS, however often it is reported', async () => {
    const row = await sentWhatsApp('919811000002');
    const outbox = outboxOf(db, app.log, { providers });
    expect(await outbox.fallBackToSms(row.providerMessageId ?? '')).toBe(true);
    expect(await outbox.fallBackToSms(row.providerMessageId ?? '')).toBe(false);
    await outbox.flush();
    expect(await smsRowsOf(row.id)).toHaveLength(1);
    expect(smsTo('919811000002')).toHaveLength(1);
  });

  it('one SMS when two instances fall back at the same moment', async () => {
    const row = await sentWhatsApp('919811000003');
    const instances = [outboxOf(db, app.log, { providers }), outboxOf(db, app.log, { providers })];
    const wrote = await Promise.all(
      instances.map((outbox) => outbox.fallBackToSms(row.providerMessageId ?? '')),
    );
    await Promise.all(instances.map((outbox) => outbox.flush()));
    expect(wrote.filter(Boolean)).toHaveLength(1);
    expect(await smsRowsOf(row.id)).toHaveLength(1);
    expect(smsTo('919811000003')).toHaveLength(1);
  });

  it('no SMS without an SMS provider: no row is written', async () => {
    whatsapp.rejectAsUndeliverable('919811000004');
    const whatsappOnly = outboxOf(db, app.log, {
      providers: providersOf({ whatsapp }),
      messagesFor: onWhatsApp,
    });
    const mail = await whatsappOnly.queue(shippedMail('919811000004'));
    await whatsappOnly.flush();
    const [row] = await rowsFrom(db, mail.id);
    expect(row).toMatchObject({ status: 'failed', deliveryStatus: 'failed' });
    expect(await smsRowsOf(row?.id ?? '')).toEqual([]);
    expect(smsTo('919811000004')).toEqual([]);
  });

  it('no SMS for a message without an SMS twin (no DLT template for its event)', async () => {
    whatsapp.rejectAsUndeliverable('919811000005');
    const noTwin = messagesByAddress((phone) => {
      const message = shippedOnWhatsApp(phone);
      if (message.payload.channel === 'whatsapp') message.payload.smsFallback = null;
      return [message];
    });
    const outbox = outboxOf(db, app.log, { providers, messagesFor: noTwin });
    const mail = await outbox.queue(shippedMail('919811000005'));
    await outbox.flush();
    const [row] = await rowsFrom(db, mail.id);
    expect(row).toMatchObject({ status: 'failed', deliveryStatus: 'failed' });
    expect(await smsRowsOf(row?.id ?? '')).toEqual([]);
  });

  it('falls back for a WhatsApp message only, and ignores an unknown id', async () => {
    const outbox = outboxOf(db, app.log, { providers });
    expect(await outbox.fallBackToSms('wamid.unknown')).toBe(false);
    const [sms] = smsTo('919811000001');
    expect(await outbox.fallBackToSms(sms?.requestId ?? '')).toBe(false);
  });
});
