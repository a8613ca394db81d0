import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime } from '../../db/columns.ts';

const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail the shop writes. With SMTP: queued → sent, or failed and retried later. Without
 * SMTP: kept here (the admin pages and the tests read it).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: optionalTime('next_attempt_at'),
    sentAt: optionalTime('sent_at'),
    /**
     * The order a mail is about, for the admin's order page; null for other mails. No foreign
     * key: the record of a mail outlives a deleted (cancelled) order.
     */
    orderId: uuid('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt.desc()),
    index('mail_outbox_order_idx').on(t.orderId),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
