import { and, asc, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { MessageProviders, MessagesForMail } from './channels.ts';
import { type MailRow, mailOutbox, type OutboxChannel } from './mail.tables.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';
import {
  canSendChannel,
  type DeliveryContext,
  deliverRow,
  messageRowValues,
  SEND_LEASE_MS,
  sendingChannels,
  smsFallbackValues,
} from './outbox-delivery.ts';

export type { MailTransport, OutgoingMail } from './mail-transport.ts';
export { retryDelayMs } from './outbox-delivery.ts';

export interface MailServiceOptions {
  db: Db;
  /** null: no SMTP configured; mails are kept in the outbox and logged. */
  transport: MailTransport | null;
  /** WhatsApp's and SMS's providers; a channel without one writes no rows. None by default. */
  providers?: MessageProviders;
  /** The WhatsApp messages and SMS that go with a mail (the messages module's); none by default. */
  messagesFor?: MessagesForMail;
  from: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const NO_PROVIDERS: MessageProviders = { whatsapp: null, sms: null };
const SWEEP_BATCH = 50;

/**
 * The outbox of every channel (docs/decisions/059-one-outbox-for-every-channel.md). Every mail
 * goes into `mail_outbox` first, with the WhatsApp message and SMS of the same event beside it.
 * A channel with a sender sends at once and, if that fails, retries in `deliverDue` (the app runs
 * it every minute); a failed send is logged and never fails the request that wrote the row.
 */
export class MailService {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly delivery: DeliveryContext;

  constructor(private readonly options: MailServiceOptions) {
    this.delivery = {
      db: options.db,
      log: options.log,
      transport: options.transport,
      providers: options.providers ?? NO_PROVIDERS,
      from: options.from,
      now: () => this.now(),
    };
  }

  /** Whether rows of this channel are sent (mail: SMTP; WhatsApp and SMS: their provider). */
  canSend(channel: OutboxChannel): boolean {
    return canSendChannel(this.delivery, channel);
  }

  /** Whether any channel sends: the sweep has work only then. */
  get isSendingAnything(): boolean {
    return sendingChannels(this.delivery).length > 0;
  }

  private get sendsMessages(): boolean {
    return this.canSend('whatsapp') || this.canSend('sms');
  }

  /** Writes the mail (and its messages) to the outbox and starts sending; does not wait. */
  async queue(mail: OutgoingMail): Promise<MailRow> {
    const { db, messagesFor } = this.options;
    const row =
      messagesFor && this.sendsMessages
        ? await db.transaction((tx) => this.queueIn(tx, mail))
        : await this.queueIn(db, mail);
    this.sendQueued([row]);
    return row;
  }

  /**
   * Writes the mail in the caller's transaction, so it exists exactly when the change it reports
   * does, and beside it the WhatsApp message and SMS of the same event (`messagesFor`), each
   * once: `source_id` is the mail's id, unique per channel. The caller passes the mail's row to
   * `sendQueued` once the transaction has committed. A process that stops in between leaves the
   * rows `queued`, and the sweep sends them when their lease ends.
   */
  async queueIn(tx: Db | Tx, mail: OutgoingMail): Promise<MailRow> {
    const isSending = this.canSend('email');
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        orderId: mail.orderId ?? null,
        status: isSending ? 'queued' : 'kept',
        nextAttemptAt: isSending ? this.leaseEnd() : null,
      })
      .returning();
    if (!row) throw new Error('The outbox did not return the new mail');
    await this.queueMessagesIn(tx, mail, row);
    return row;
  }

  private async queueMessagesIn(tx: Db | Tx, mail: OutgoingMail, row: MailRow): Promise<void> {
    const { messagesFor } = this.options;
    if (!messagesFor || !this.sendsMessages) return;
    // A channel without a provider writes nothing: no row waits for a provider that may never come.
    const messages = (await messagesFor(tx, mail)).filter((message) =>
      this.canSend(message.channel),
    );
    if (messages.length === 0) return;
    const where = { sourceId: row.id, orderId: row.orderId, leaseEnd: this.leaseEnd() };
    await tx
      .insert(mailOutbox)
      .values(messages.map((message) => messageRowValues(message, where)))
      .onConflictDoNothing();
  }

  /**
   * Starts sending mails written (and committed) by `queueIn`, and the messages written with
   * them; does not wait for the sends.
   */
  sendQueued(rows: readonly MailRow[]): void {
    const { log } = this.options;
    for (const row of rows) {
      if (!this.canSend(row.channel)) {
        log.info({ mailId: row.id, kind: row.kind }, 'mail kept in the outbox (no SMTP_URL)');
        continue;
      }
      this.track(this.deliver(row));
    }
    if (this.sendsMessages && rows.length > 0) {
      this.track(this.sendMessagesOf(rows.map((row) => row.id)));
    }
  }

  /**
   * The first send of the messages written with these mails. Claimed by renewing their lease
   * (only rows never tried), so a sweep that found one abandoned never sends it a second time.
   */
  private async sendMessagesOf(mailIds: string[]): Promise<void> {
    const channels = sendingChannels(this.delivery).filter((channel) => channel !== 'email');
    const claimed = await this.claim(
      and(
        inArray(mailOutbox.sourceId, mailIds),
        inArray(mailOutbox.channel, channels),
        eq(mailOutbox.status, 'queued'),
        eq(mailOutbox.attempts, 0),
      ),
    );
    await Promise.all(claimed.map((row) => this.deliver(row)));
  }

  /**
   * Sends every row whose retry time has come (failed ones, and queued ones whose send was
   * abandoned), of every channel that has a sender; returns how many were sent. Each row is
   * claimed first by moving its `next_attempt_at` on, so instances sweeping at once never send
   * one row twice.
   */
  async deliverDue(): Promise<number> {
    const { db } = this.options;
    const channels = sendingChannels(this.delivery);
    if (channels.length === 0) return 0;
    const isDue = and(
      inArray(mailOutbox.channel, channels),
      inArray(mailOutbox.status, ['queued', 'failed']),
      lte(mailOutbox.nextAttemptAt, this.now()),
    );
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(isDue)
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const claimed = await this.claim(and(inArray(mailOutbox.id, due), isDue));
    let sent = 0;
    for (const row of claimed) if (await this.deliver(row)) sent++;
    return sent;
  }

  /**
   * The admin's "Send again" for a row that gave up (failed, no next try): one more send, now,
   * by its own channel. Claimed like the sweep claims (a lease in `next_attempt_at`), and only
   * from the gave-up state, which the sweep never touches, so two clicks or instances never send
   * it twice. Returns false when the row is not one that gave up, or its channel cannot send.
   */
  async sendAgain(id: string): Promise<boolean> {
    const channels = sendingChannels(this.delivery);
    if (channels.length === 0) return false;
    const [claimed] = await this.claim(
      and(
        eq(mailOutbox.id, id),
        inArray(mailOutbox.channel, channels),
        eq(mailOutbox.status, 'failed'),
        isNull(mailOutbox.nextAttemptAt),
      ),
    );
    if (!claimed) return false;
    await this.deliver(claimed);
    return true;
  }

  /**
   * A WhatsApp message Meta reported it could not deliver (the webhook's `failed` with code
   * 131026): its SMS twin is written and its send started, once however often this is called.
   * Answers whether this call wrote it.
   */
  async fallBackToSms(providerMessageId: string): Promise<boolean> {
    const [row] = await this.options.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.providerMessageId, providerMessageId),
          eq(mailOutbox.channel, 'whatsapp'),
        ),
      );
    if (!row) return false;
    const sms = await this.writeSmsFallback(row);
    if (sms) this.track(this.deliver(sms));
    return sms !== null;
  }

  /** Waits for the sends `queue`, `sendQueued` and `fallBackToSms` started (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /**
   * Claims the rows `where` picks by moving their lease on: of two callers (a sweep, a first send,
   * Send again, on any instance), only the one whose update matched a row sends it.
   */
  private claim(where: SQL | undefined): Promise<MailRow[]> {
    return this.options.db
      .update(mailOutbox)
      .set({ nextAttemptAt: this.leaseEnd() })
      .where(where)
      .returning();
  }

  private async deliver(row: MailRow): Promise<boolean> {
    const outcome = await deliverRow(this.delivery, row);
    if (outcome === 'undeliverable' && row.channel === 'whatsapp') {
      try {
        const sms = await this.writeSmsFallback(row);
        if (sms) await this.deliver(sms);
      } catch (error) {
        this.options.log.error({ mailId: row.id, err: error }, 'could not write the SMS instead');
      }
    }
    return outcome === 'sent';
  }

  /**
   * The SMS row that stands in for an undeliverable WhatsApp row, or null: no SMS provider, no
   * SMS twin in the payload, or written already. The unique (source, channel) index makes it
   * once even when the send and the webhook, or two instances, fall back at the same moment.
   */
  private async writeSmsFallback(whatsappRow: MailRow): Promise<MailRow | null> {
    if (!this.canSend('sms')) return null;
    const values = smsFallbackValues(whatsappRow, this.leaseEnd());
    if (!values) return null;
    const [written] = await this.options.db
      .insert(mailOutbox)
      .values(values)
      .onConflictDoNothing()
      .returning();
    return written ?? null;
  }

  private track(sending: Promise<unknown>): void {
    const done = sending.then(
      () => undefined,
      (error: unknown) => this.options.log.error({ err: error }, 'outbox send failed'),
    );
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private leaseEnd(): Date {
    return new Date(this.now().getTime() + SEND_LEASE_MS);
  }
}
