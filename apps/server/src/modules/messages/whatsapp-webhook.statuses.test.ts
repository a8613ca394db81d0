import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import type { StatusReport } from '../../testing/fake-whatsapp.ts';
import { shippedOnWhatsApp, startFakeProviders } from '../../testing/outbox-channels-kit.ts';
import { type DeliveryStatus, recordDeliveryStatus } from '../mail/index.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { messageOptOuts } from './messages.tables.ts';

// What Meta's webhook records (API.md § Messages beyond mail): each message's delivery status,
// only ever moving on however the reports arrive; STOP as the phone's opt-out; and a number
// WhatsApp could not reach gets its SMS, once.

const { whatsapp, msg91 } = await startFakeProviders();
const { app, database } = await buildTestApp({ ...whatsapp.env(), ...msg91.env() });
const { db } = database;

let sequence = 0;
/** A WhatsApp message the shop sent (Meta took it): its Meta id. */
async function sentMessage(phone = '919876543210'): Promise<string> {
  sequence++;
  const message = shippedOnWhatsApp(phone, `#${2000 + sequence}`);
  const id = `wamid.test${sequence}`;
  await db.insert(mailOutbox).values({
    kind: message.kind,
    channel: 'whatsapp',
    toAddress: phone,
    subject: message.subject,
    html: '<p>Shipped</p>',
    text: message.text,
    payload: message.payload,
    status: 'sent',
    attempts: 1,
    providerMessageId: id,
    deliveryStatus: 'sent',
  });
  return id;
}

const report = (reports: StatusReport[]) => whatsapp.deliver(app, whatsapp.statusWebhook(reports));
const statusOf = async (id: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.providerMessageId, id)))[0]
    ?.deliveryStatus;

describe('delivery statuses', () => {
  it('records sent, delivered and read as they come', async () => {
    const id = await sentMessage();
    for (const status of ['sent', 'delivered', 'read'] as const) {
      const answer = await report([{ id, status }]);
      expect(JSON.parse(answer.body)).toEqual({ statuses: 1, optOuts: 0 });
      expect(await statusOf(id)).toBe(status);
    }
  });

  it('never moves back when reports arrive out of order, in one delivery or several', async () => {
    const id = await sentMessage();
    await report([{ id, status: 'read' }]);
    await report([{ id, status: 'delivered' }]);
    await report([{ id, status: 'sent' }]);
    expect(await statusOf(id)).toBe('read');

    const batched = await sentMessage();
    await report([
      { id: batched, status: 'delivered' },
      { id: batched, status: 'sent' },
    ]);
    expect(await statusOf(batched)).toBe('delivered');
  });

  it('keeps failed for good, and a delivered message is not failed after it', async () => {
    const failed = await sentMessage();
    await report([{ id: failed, status: 'failed', errorCode: 131049 }]);
    await report([{ id: failed, status: 'delivered' }]);
    await report([{ id: failed, status: 'read' }]);
    expect(await statusOf(failed)).toBe('failed');

    const delivered = await sentMessage();
    await report([{ id: delivered, status: 'delivered' }]);
    await report([{ id: delivered, status: 'failed', errorCode: 131049 }]);
    expect(await statusOf(delivered)).toBe('delivered');
  });

  it('ignores an unknown message id, recording the known ones beside it', async () => {
    const id = await sentMessage();
    const answer = await report([
      { id: 'wamid.someone-elses', status: 'delivered' },
      { id, status: 'delivered' },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ statuses: 1, optOuts: 0 });
    expect(await statusOf(id)).toBe('delivered');
    expect(await recordDeliveryStatus(db, { providerMessageId: 'wamid.x', status: 'read' })).toBe(
      false,
    );
  });

  it('ends on the furthest status when reports race', async () => {
    const id = await sentMessage();
    const statuses: DeliveryStatus[] = ['read', 'sent', 'delivered', 'sent', 'delivered', 'read'];
    const matched = await Promise.all(
      statuses.map((status) => recordDeliveryStatus(db, { providerMessageId: id, status })),
    );
    expect(matched.every(Boolean)).toBe(true);
    expect(await statusOf(id)).toBe('read');
  });
});

describe('a number WhatsApp cannot reach (131026)', () => {
  it('sends the SMS once, however often Meta reports it', async () => {
    const id = await sentMessage('919822000001');
    const undeliverable = whatsapp.statusWebhook([{ id, status: 'failed', errorCode: 131026 }]);
    const answers = await Promise.all([
      whatsapp.deliver(app, undeliverable),
      whatsapp.deliver(app, undeliverable),
    ]);
    await whatsapp.deliver(app, undeliverable);
    await app.mail.flush();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await statusOf(id)).toBe('failed');
    const sms = msg91.sent.filter((one) => one.to === '919822000001');
    expect(sms).toHaveLength(1);
    expect(sms[0]?.vars).toEqual([expect.stringMatching(/^#2\d{3}$/), 'Delhivery', 'AWB123456789']);
  });

  it('sends no SMS for another failure', async () => {
    const id = await sentMessage('919822000002');
    await report([{ id, status: 'failed', errorCode: 131049 }]);
    await app.mail.flush();
    expect(msg91.sent.filter((one) => one.to === '919822000002')).toEqual([]);
  });
});

describe('STOP', () => {
  const optOutOf = async (phone: string) =>
    (await db.select().from(messageOptOuts).where(eq(messageOptOuts.phone, phone)))[0];
  const write = (phone: string, text: string) =>
    whatsapp.deliver(app, whatsapp.inboundTextWebhook(phone, text));

  it('withdraws the phone’s consent, whatever its case and spaces', async () => {
    for (const [phone, text] of [
      ['919833000001', 'STOP'],
      ['919833000002', ' stop\n'],
      ['919833000003', 'Stop'],
    ] as const) {
      const answer = await write(phone, text);
      expect(JSON.parse(answer.body)).toEqual({ statuses: 0, optOuts: 1 });
      expect(await optOutOf(phone)).toMatchObject({ source: 'whatsapp-stop' });
    }
  });

  it('takes a second STOP, moving the opt-out on (a consent given between is withdrawn)', async () => {
    await write('919833000004', 'STOP');
    const longAgo = new Date('2026-01-01T00:00:00Z');
    await db
      .update(messageOptOuts)
      .set({ createdAt: longAgo })
      .where(eq(messageOptOuts.phone, '919833000004'));
    const again = await write('919833000004', 'STOP');
    expect(again.statusCode).toBe(200);
    const rows = await db
      .select()
      .from(messageOptOuts)
      .where(eq(messageOptOuts.phone, '919833000004'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is not any other message', async () => {
    for (const text of ['Stop sending me this?', 'STOPP', 'where is my order']) {
      const answer = await write('919833000005', text);
      expect(JSON.parse(answer.body)).toEqual({ statuses: 0, optOuts: 0 });
    }
    expect(await optOutOf('919833000005')).toBeUndefined();
  });
});
