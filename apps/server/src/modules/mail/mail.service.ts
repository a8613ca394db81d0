import { MAIL_MAX_SEND_ATTEMPTS } from '@skins/shared';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { type MailRow, mailOutbox } from './mail.tables.ts';

export interface OutgoingMail {
  /** What the mail is, for the admin's outbox list: 'welcome', 'order-confirmation'… */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The order the mail is about: the admin's order page lists its mails (mailsForOrder). */
  orderId?: string;
}

/** Sends one mail or throws; SMTP in production (smtp-transport.ts). */
export interface MailTransport {
  send(mail: OutgoingMail & { from: string }): Promise<void>;
  close(): void;
}

export interface MailServiceOptions {
  db: Db;
  /** null: no SMTP configured; mails are kept in the outbox and logged. */
  transport: MailTransport | null;
  from: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

// After a failed send: retry in 1, 2, 4 … minutes, at most an hour apart, then give up
// (MAIL_MAX_SEND_ATTEMPTS sends in all; the admin's "Send again" gives one more).
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/**
 * A send in progress holds its mail this long (`next_attempt_at`): a mail still `queued` after it
 * was abandoned by a process that stopped mid-send, and the sweep takes it up again. Far longer
 * than nodemailer's timeouts, so a live send is never doubled.
 */
const SEND_LEASE_MS = 10 * 60 * 1000;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Every mail goes into `mail_outbox` first. With a transport it is sent at once and, if that
 * fails, retried by `deliverDue` (the app runs it every minute); a failed send is logged and
 * never fails the request that wrote the mail.
 */
export class MailService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: MailServiceOptions) {}

  get isSending(): boolean {
    return this.options.transport !== null;
  }

  /** Writes the mail to the outbox and starts sending it; does not wait for the send. */
  async queue(mail: OutgoingMail): Promise<MailRow> {
    const row = await this.queueIn(this.options.db, mail);
    this.sendQueued([row]);
    return row;
  }

  /**
   * Writes the mail in the caller's transaction, so it exists exactly when the change it reports
   * does; the caller passes the row to `sendQueued` once the transaction has committed. A process
   * that stops in between leaves it `queued`, and the sweep sends it when its lease ends.
   */
  async queueIn(tx: Db | Tx, mail: OutgoingMail): Promise<MailRow> {
    const { transport } = this.options;
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        orderId: mail.orderId ?? null,
        status: transport ? 'queued' : 'kept',
        nextAttemptAt: transport ? this.leaseEnd() : null,
      })
      .returning();
    if (!row) throw new Error('The outbox did not return the new mail');
    return row;
  }

  /** Starts sending mails written (and committed) by `queueIn`; does not wait for the sends. */
  sendQueued(rows: readonly MailRow[]): void {
    const { transport, log } = this.options;
    for (const row of rows) {
      if (!transport) {
        log.info({ mailId: row.id, kind: row.kind }, 'mail kept in the outbox (no SMTP_URL)');
        continue;
      }
      this.track(this.deliver(row));
    }
  }

  /**
   * Sends every mail whose retry time has come (failed ones, and queued ones whose send was
   * abandoned); returns how many were sent. Each mail is claimed first by moving its
   * `next_attempt_at` on, so instances sweeping at once never send one mail twice.
   */
  async deliverDue(): Promise<number> {
    const { db, transport } = this.options;
    if (!transport) return 0;
    const now = this.now();
    const isDue = and(
      inArray(mailOutbox.status, ['queued', 'failed']),
      lte(mailOutbox.nextAttemptAt, now),
    );
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(isDue)
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(50)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: this.leaseEnd() })
      .where(and(inArray(mailOutbox.id, due), isDue))
      .returning();
    let sent = 0;
    for (const row of claimed) if (await this.deliver(row)) sent++;
    return sent;
  }

  /**
   * The admin's "Send again" for a mail that gave up (failed, no next try): one more send, now.
   * Claimed like the sweep claims (a lease in `next_attempt_at`), and only from the gave-up
   * state, which the sweep never touches, so two clicks or instances never send it twice.
   * Returns false when the mail is not one that gave up (or there is no transport).
   */
  async sendAgain(id: string): Promise<boolean> {
    const { db, transport } = this.options;
    if (!transport) return false;
    const [claimed] = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: this.leaseEnd() })
      .where(
        and(
          eq(mailOutbox.id, id),
          eq(mailOutbox.status, 'failed'),
          isNull(mailOutbox.nextAttemptAt),
        ),
      )
      .returning();
    if (!claimed) return false;
    await this.deliver(claimed);
    return true;
  }

  /** Waits for the sends `queue` started (tests and shutdown). */
  async flush(): Promise<void> {
    await Promise.all(this.inFlight);
  }

  private track(sending: Promise<unknown>): void {
    const done = sending.then(() => undefined);
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private leaseEnd(): Date {
    return new Date(this.now().getTime() + SEND_LEASE_MS);
  }

  private async deliver(row: MailRow): Promise<boolean> {
    const { db, transport, from, log } = this.options;
    if (!transport) return false;
    const attempts = row.attempts + 1;
    try {
      await transport.send({
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        from,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', attempts, sentAt: this.now(), nextAttemptAt: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const willRetry = attempts < MAIL_MAX_SEND_ATTEMPTS;
      log.error(
        { mailId: row.id, kind: row.kind, attempts, willRetry, err: error },
        'mail could not be sent',
      );
      try {
        await db
          .update(mailOutbox)
          .set({
            status: 'failed',
            attempts,
            lastError: message.slice(0, 500),
            nextAttemptAt: willRetry
              ? new Date(this.now().getTime() + retryDelayMs(attempts))
              : null,
          })
          .where(eq(mailOutbox.id, row.id));
      } catch (updateError) {
        log.error({ mailId: row.id, err: updateError }, 'could not record the failed send');
      }
      return false;
    }
  }
}
