import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll } from 'vitest';
import type { Db } from '../db/client.ts';
import { MailService, type MessagesForMail, type OutgoingMessage } from '../modules/mail/index.ts';
import { mailOutbox } from '../modules/mail/mail.tables.ts';
import { messageProviders } from '../modules/messages/index.ts';
import { testConfig } from './build-test-app.ts';
import { FakeMsg91, fakeSmsTemplateId } from './fake-msg91.ts';
import { FakeWhatsApp } from './fake-whatsapp.ts';

// The mail module's outbox with WhatsApp and SMS: both fake providers started for the file,
// providers built from their settings as the app builds them, and a `messagesFor` that gives an
// order mail its WhatsApp message (with its SMS twin), as the messages module will.

export const SHOPPER_PHONE = '919876543210';

/** Both fakes, closed after the file's tests. */
export async function startFakeProviders(): Promise<{ whatsapp: FakeWhatsApp; msg91: FakeMsg91 }> {
  const [whatsapp, msg91] = await Promise.all([FakeWhatsApp.start(), FakeMsg91.start()]);
  afterAll(async () => {
    await Promise.all([whatsapp.close(), msg91.close()]);
  });
  return { whatsapp, msg91 };
}

/** The providers the app would build from these fakes' settings (either may be left out). */
export function providersOf(fakes: { whatsapp?: FakeWhatsApp; msg91?: FakeMsg91 }) {
  return messageProviders(
    testConfig({ ...fakes.whatsapp?.env(), ...fakes.msg91?.env() }).messaging,
  );
}

/** An order's shipped update on WhatsApp, with its SMS twin for when WhatsApp cannot reach. */
export function shippedOnWhatsApp(to = SHOPPER_PHONE, orderNumber = '#1001'): OutgoingMessage {
  const parameters = [orderNumber, 'Delhivery', 'AWB123456789'];
  return {
    channel: 'whatsapp',
    kind: 'order_shipped',
    to,
    subject: 'WhatsApp: order_shipped',
    text: `Your order ${orderNumber} has shipped with Delhivery, AWB AWB123456789.`,
    payload: {
      channel: 'whatsapp',
      template: 'order_shipped',
      parameters,
      smsFallback: { templateId: fakeSmsTemplateId('order_shipped'), vars: parameters },
    },
  };
}

/** The same update by SMS (a shop with SMS only). */
export function shippedBySms(to = SHOPPER_PHONE, orderNumber = '#1001'): OutgoingMessage {
  const vars = [orderNumber, 'Delhivery', 'AWB123456789'];
  return {
    channel: 'sms',
    kind: 'order_shipped',
    to,
    subject: 'SMS: order_shipped',
    text: `Order ${orderNumber} shipped: Delhivery AWB AWB123456789`,
    payload: { channel: 'sms', templateId: fakeSmsTemplateId('order_shipped'), vars },
  };
}

/** Each mail to `<phone>@example.in` goes with these messages to that phone; others with none. */
export function messagesByAddress(build: (phone: string) => OutgoingMessage[]): MessagesForMail {
  return async (_tx, mail) => {
    const phone = /^(\d{12})@example\.in$/.exec(mail.to)?.[1];
    return phone ? build(phone) : [];
  };
}

let mailNumber = 0;

/** An order's shipped mail to `<phone>@example.in`. */
export function shippedMail(phone = SHOPPER_PHONE, orderId?: string) {
  mailNumber++;
  return {
    kind: 'order-shipped',
    to: `${phone}@example.in`,
    subject: `Your order #${1000 + mailNumber} has shipped`,
    html: '<p>Shipped</p>',
    text: 'Shipped',
    ...(orderId ? { orderId } : {}),
  };
}

/** A clock a test moves by hand: the outbox's retries read it, nothing waits. */
export function testClock(start = new Date()) {
  let at = start;
  return {
    now: () => at,
    advanceMs(ms: number) {
      at = new Date(at.getTime() + ms);
    },
  };
}

/** A MailService over `db` sending WhatsApp and SMS to the fakes; no SMTP unless given. */
export function outboxOf(
  db: Db,
  log: FastifyBaseLogger,
  options: Partial<ConstructorParameters<typeof MailService>[0]> = {},
) {
  return new MailService({
    db,
    log,
    transport: null,
    from: 'Skins <hello@skins.test>',
    ...options,
  });
}

/** The rows written with a mail (its messages), and their SMS fallbacks. */
export async function rowsFrom(db: Db, sourceId: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.sourceId, sourceId));
}

export async function rowOf(db: Db, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`No outbox row ${id}`);
  return row;
}
