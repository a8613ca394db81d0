import { MAIL_MAX_SEND_ATTEMPTS } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import {
  messagesByAddress,
  outboxOf,
  providersOf,
  rowOf,
  rowsFrom,
  shippedBySms,
  shippedMail,
  shippedOnWhatsApp,
  startFakeProviders,
  testClock,
} from '../../testing/outbox-channels-kit.ts';
import { retryDelayMs } from './mail.service.ts';
import { mailOutbox } from './mail.tables.ts';

// One outbox for mail, WhatsApp and SMS (decision 059): messages are written with their mail, in
// its transaction, sent at once by their provider, retried like mails, given up after the last
// try and sent again on request.

const { whatsapp, msg91 } = await startFakeProviders();
const { app, database } = await buildTestApp();
const { db } = database;
const providers = providersOf({ whatsapp, msg91 });
const bothChannels = messagesByAddress((phone) => [shippedOnWhatsApp(phone), shippedBySms(phone)]);

describe('queueing a mail with its messages', () => {
  it('writes each message beside the mail in its transaction and sends it once committed', async () => {
    const outbox = outboxOf(db, app.log, { providers, messagesFor: bothChannels });
    const order = crypto.randomUUID();
    const mail = await db.transaction((tx) =>
      outbox.queueIn(tx, shippedMail('919800000001', order)),
    );

    // Written, not yet sent: each row queued under its send lease, the mail as its source.
    const written = await rowsFrom(db, mail.id);
    expect(written.map((row) => row.channel).sort()).toEqual(['sms', 'whatsapp']);
    for (const row of written) {
      expect(row).toMatchObject({
        status: 'queued',
        attempts: 0,
        orderId: order,
        toAddress: '919800000001',
        kind: 'order_shipped',
      });
      expect(row.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    }
    expect(mail.status).toBe('kept'); // no SMTP: the mail itself stays in the outbox

    outbox.sendQueued([mail]);
    await outbox.flush();
    const [sentWhatsApp] = whatsapp.sent.filter((m) => m.to === '919800000001');
    expect(sentWhatsApp).toMatchObject({
      template: 'order_shipped',
      parameters: ['#1001', 'Delhivery', 'AWB123456789'],
    });
    expect(msg91.sent.filter((m) => m.to === '919800000001')).toHaveLength(1);
    const byChannel = new Map((await rowsFrom(db, mail.id)).map((row) => [row.channel, row]));
    expect(byChannel.get('whatsapp')).toMatchObject({
      status: 'sent',
      attempts: 1,
      deliveryStatus: 'sent',
      providerMessageId: sentWhatsApp?.id,
      nextAttemptAt: null,
    });
    expect(byChannel.get('sms')).toMatchObject({
      status: 'sent',
      deliveryStatus: 'sent',
      providerMessageId: msg91.sent.find((m) => m.to === '919800000001')?.requestId,
    });

    // Sent once: a second sendQueued (or a sweep) finds nothing of theirs to send.
    outbox.sendQueued([mail]);
    await outbox.flush();
    expect(await outbox.deliverDue()).toBe(0);
    expect(whatsapp.sent.filter((m) => m.to === '919800000001')).toHaveLength(1);
  });

  it('writes nothing when the transaction rolls back', async () => {
    const outbox = outboxOf(db, app.log, { providers, messagesFor: bothChannels });
    const mail = shippedMail('919800000002');
    await expect(
      db.transaction(async (tx) => {
        await outbox.queueIn(tx, mail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, '919800000002'));
    expect(rows).toEqual([]);
  });

  it('writes no row for a channel without a provider, and none with no provider at all', async () => {
    const whatsappOnly = outboxOf(db, app.log, {
      providers: providersOf({ whatsapp }),
      messagesFor: bothChannels,
    });
    const mail = await whatsappOnly.queue(shippedMail('919800000003'));
    await whatsappOnly.flush();
    expect((await rowsFrom(db, mail.id)).map((row) => row.channel)).toEqual(['whatsapp']);

    let asked = 0;
    const none = outboxOf(db, app.log, {
      messagesFor: async (tx, outgoing) => {
        asked++;
        return bothChannels(tx, outgoing);
      },
    });
    const alone = await none.queue(shippedMail('919800000004'));
    expect(await rowsFrom(db, alone.id)).toEqual([]);
    expect(asked).toBe(0);
    expect(none.isSendingAnything).toBe(false);
  });

  it('writes one row per channel even when asked for two of one channel', async () => {
    const twice = messagesByAddress((phone) => [
      shippedOnWhatsApp(phone),
      shippedOnWhatsApp(phone),
    ]);
    const outbox = outboxOf(db, app.log, { providers, messagesFor: twice });
    const mail = await outbox.queue(shippedMail('919800000005'));
    await outbox.flush();
    expect(await rowsFrom(db, mail.id)).toHaveLength(1);
    expect(whatsapp.sent.filter((m) => m.to === '919800000005')).toHaveLength(1);
  });
});

describe('retries, giving up and sending again', () => {
  it('retries a WhatsApp message after a 500 once its time has come, then it is sent', async () => {
    const clock = testClock();
    const outbox = outboxOf(db, app.log, { providers, messagesFor: bothChannels, now: clock.now });
    whatsapp.failNext(1);
    msg91.failNext(1);
    const mail = await outbox.queue(shippedMail('919800000006'));
    await outbox.flush();
    for (const row of await rowsFrom(db, mail.id)) {
      expect(row).toMatchObject({ status: 'failed', attempts: 1, deliveryStatus: null });
      expect(row.lastError).toMatch(/answered 500/);
      expect(row.nextAttemptAt).toEqual(new Date(clock.now().getTime() + retryDelayMs(1)));
    }

    expect(await outbox.deliverDue()).toBe(0); // not yet: a minute away
    clock.advanceMs(retryDelayMs(1));
    expect(await outbox.deliverDue()).toBe(2);
    for (const row of await rowsFrom(db, mail.id)) {
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    }
    expect(whatsapp.sent.filter((m) => m.to === '919800000006')).toHaveLength(1);
    expect(msg91.sent.filter((m) => m.to === '919800000006')).toHaveLength(1);
  });

  it('gives up after the last try, and "Send again" sends it by its own channel', async () => {
    const clock = testClock();
    const outbox = outboxOf(db, app.log, { providers, now: clock.now });
    const [row] = await db
      .insert(mailOutbox)
      .values({
        ...rowValues('919800000007'),
        status: 'failed',
        attempts: MAIL_MAX_SEND_ATTEMPTS - 1,
        nextAttemptAt: clock.now(),
      })
      .returning();
    if (!row) throw new Error('no row');
    whatsapp.failNext(1);
    expect(await outbox.deliverDue()).toBe(0);
    expect(await rowOf(db, row.id)).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_SEND_ATTEMPTS,
      nextAttemptAt: null,
    });
    clock.advanceMs(24 * 3_600_000);
    expect(await outbox.deliverDue()).toBe(0); // the sweep leaves a row that gave up alone

    expect(await outbox.sendAgain(row.id)).toBe(true);
    expect(await rowOf(db, row.id)).toMatchObject({
      status: 'sent',
      attempts: MAIL_MAX_SEND_ATTEMPTS + 1,
      deliveryStatus: 'sent',
    });
    expect(whatsapp.sent.filter((m) => m.to === '919800000007')).toHaveLength(1);
    expect(await outbox.sendAgain(row.id)).toBe(false); // sent: not again
  });

  it('sends again only where the channel has a provider', async () => {
    const [row] = await db
      .insert(mailOutbox)
      .values({ ...rowValues('919800000008'), status: 'failed', attempts: MAIL_MAX_SEND_ATTEMPTS })
      .returning();
    const smsOnly = outboxOf(db, app.log, { providers: providersOf({ msg91 }) });
    expect(smsOnly.canSend('whatsapp')).toBe(false);
    expect(await smsOnly.sendAgain(row?.id ?? '')).toBe(false);
    expect(await rowOf(db, row?.id ?? '')).toMatchObject({ status: 'failed', nextAttemptAt: null });
  });
});

describe('several instances', () => {
  it('sends each due row once when two instances sweep at the same moment', async () => {
    const phones = Array.from({ length: 6 }, (_, i) => `91980000010${i}`);
    const due = new Date(Date.now() - 1000);
    await db.insert(mailOutbox).values(
      phones.map((phone, i) => ({
        ...(i % 2 === 0 ? rowValues(phone) : smsRowValues(phone)),
        status: 'queued' as const,
        nextAttemptAt: due,
      })),
    );
    const sweeper = () => outboxOf(db, app.log, { providers });
    const sent = await Promise.all([sweeper().deliverDue(), sweeper().deliverDue()]);
    expect(sent[0] + sent[1]).toBe(6);
    for (const phone of phones) {
      const times =
        whatsapp.sent.filter((m) => m.to === phone).length +
        msg91.sent.filter((m) => m.to === phone).length;
      expect(times, phone).toBe(1);
    }
  });
});

function rowValues(phone: string) {
  const message = shippedOnWhatsApp(phone);
  return {
    kind: message.kind,
    channel: message.channel,
    toAddress: phone,
    subject: message.subject,
    html: '<p>Shipped</p>',
    text: message.text,
    payload: message.payload,
    status: 'queued' as const,
  };
}

function smsRowValues(phone: string) {
  return { ...rowValues(phone), channel: 'sms' as const, payload: shippedBySms(phone).payload };
}
