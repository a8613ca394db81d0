import type {
  OutboxListFilter,
  OutboxListQuery,
  OutboxMail,
  OutboxMailList,
  OutboxMailStatus,
  OutboxMailSummary,
} from '@skins/shared';
import { isUuid } from '@skins/shared';
import { and, count, desc, eq, isNull, min, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { MailService } from './mail.service.ts';
import { type MailRow, type MailStatus, mailOutbox, type OutboxChannel } from './mail.tables.ts';

// The contract's statuses are the table's: a new one in either fails the typecheck here.
const sameStatuses: [MailStatus, OutboxMailStatus] extends [OutboxMailStatus, MailStatus]
  ? true
  : never = true;
void sameStatuses;

const summaryColumns = {
  id: mailOutbox.id,
  channel: mailOutbox.channel,
  deliveryStatus: mailOutbox.deliveryStatus,
  kind: mailOutbox.kind,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
};

type SummaryRow = Omit<
  MailRow,
  'html' | 'text' | 'orderId' | 'payload' | 'providerMessageId' | 'sourceId'
>;

function toSummary(row: SummaryRow): OutboxMailSummary {
  return {
    _id: row.id,
    channel: row.channel,
    deliveryStatus: row.deliveryStatus,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    // A queued mail's `next_attempt_at` is a send's lease, not a planned try: failed ones only.
    nextAttemptAt: row.status === 'failed' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  };
}

function whereFilter(filter: OutboxListFilter | undefined): SQL | undefined {
  if (filter === undefined) return undefined;
  if (filter === 'gave-up') {
    return and(eq(mailOutbox.status, 'failed'), isNull(mailOutbox.nextAttemptAt));
  }
  return eq(mailOutbox.status, filter);
}

/** The mails about one order (the admin's order page), newest first, without the bodies. */
export async function mailsForOrder(db: Db, orderId: string): Promise<OutboxMailSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return rows.map(toSummary);
}

/** The admin's outbox: newest first, without the bodies (a list of many mails stays small). */
export async function listOutbox(
  db: Db,
  { page, limit, status }: OutboxListQuery,
): Promise<OutboxMailList> {
  const where = whereFilter(status);
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  const total = Number(totals?.total ?? 0);
  return { data: rows.map(toSummary), page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** Why a row cannot be sent again: its channel is not set up. */
const NOT_SET_UP: Record<OutboxChannel, string> = {
  email: 'No mail server is set up (SMTP_URL): nothing can be sent',
  whatsapp: 'WhatsApp is not set up (WHATSAPP_*): no WhatsApp message can be sent',
  sms: 'SMS is not set up (SMS_PROVIDER): no SMS can be sent',
};

/**
 * The admin's "Send again" for a row that gave up: one more send, now, by its own channel;
 * answers the row as it then is (`sent`, or `failed` with the new error). 409 for any other row,
 * or when its channel is not set up.
 */
export async function sendOutboxMailAgain(
  db: Db,
  mail: MailService,
  id: string,
): Promise<OutboxMail> {
  const before = await getOutboxMail(db, id);
  if (!mail.canSend(before.channel)) {
    throw new AppError(409, 'CONFLICT', NOT_SET_UP[before.channel]);
  }
  if (!(await mail.sendAgain(before._id))) {
    throw new AppError(
      409,
      'CONFLICT',
      'Only a mail that gave up can be sent again: this one is sent, kept or still being tried',
    );
  }
  return getOutboxMail(db, id);
}

/** One mail with its HTML and text, for the preview. */
export async function getOutboxMail(db: Db, id: string): Promise<OutboxMail> {
  if (!isUuid(id)) throw notFound('Mail not found');
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound('Mail not found');
  return { ...toSummary(row), html: row.html, text: row.text };
}

export interface OutboxBacklog {
  /** Mails waiting to be sent (first tries and retries). */
  queued: number;
  /** How long the oldest of them has waited; 0 when none waits. */
  oldestQueuedSeconds: number;
}

/** The outbox's queue, for /metrics: how many mails wait, and how long the oldest has. */
export async function outboxBacklog(db: Db, now = new Date()): Promise<OutboxBacklog> {
  const [row] = await db
    .select({ queued: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'queued'));
  const oldest = row?.oldest ?? null;
  return {
    queued: row?.queued ?? 0,
    oldestQueuedSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}
