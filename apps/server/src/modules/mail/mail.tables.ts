import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime } from '../../db/columns.ts';

const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** How a row of the outbox travels (API.md § Messages beyond mail): one outbox for all three. */
export const OUTBOX_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** What the provider last said of a sent WhatsApp message (Meta's webhook); null for the rest. */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * What a WhatsApp or SMS row sends, as the provider's request needs it: the approved template's
 * name and body parameters (WhatsApp), or the DLT template's id and its variables (SMS). A
 * WhatsApp row keeps its SMS twin in `smsFallback`, sent instead when Meta answers that the number
 * cannot receive WhatsApp.
 */
export type OutboxPayload =
  | {
      channel: 'whatsapp';
      template: string;
      parameters: string[];
      smsFallback: {
        templateId: string;
        vars: string[];
        /** The SMS as the shopper reads it (the DLT template filled in), for the admin's preview. */
        text?: string;
      } | null;
    }
  | { channel: 'sms'; templateId: string; vars: string[] };

/**
 * Every mail, WhatsApp message and SMS the shop writes. With its channel configured: queued →
 * sent, or failed and retried later. Mail without SMTP: kept here (the admin pages and the tests
 * read it); WhatsApp and SMS rows are written only when their channel is configured.
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
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('email'),
    /**
     * For WhatsApp and SMS: the number (`91XXXXXXXXXX`) is `to_address`, a readable copy of the
     * message is `text` (for the admin), `subject` names the template, and this is what is sent.
     */
    payload: jsonb('payload').$type<OutboxPayload>(),
    /** The provider's id of the sent message (Meta's `wamid…`): the webhook's statuses find it. */
    providerMessageId: text('provider_message_id'),
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES }),
    /**
     * The mail a WhatsApp or SMS row goes with (the same event), or the WhatsApp row an SMS falls
     * back from: with the channel, unique, so an event goes at most once by each channel.
     */
    sourceId: uuid('source_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt.desc()),
    index('mail_outbox_order_idx').on(t.orderId),
    uniqueIndex('mail_outbox_provider_message_idx')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    uniqueIndex('mail_outbox_source_channel_idx')
      .on(t.sourceId, t.channel)
      .where(sql`${t.sourceId} is not null`),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
