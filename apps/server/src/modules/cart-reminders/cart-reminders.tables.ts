import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, updatedAt } from '../../db/columns.ts';

/**
 * A cart line as the reminder keeps it (API.md § Cart reminders), with the product's name when it
 * was saved, so a restore can name a line whose product has gone since.
 */
export interface CartReminderLine {
  productId: string;
  name: string;
  selectedBrand: string;
  selectedModel: string;
  quantity: number;
}

const SKIP_REASONS = ['ordered', 'withdrawn', 'unavailable', 'merged'] as const;
export type CartReminderSkip = (typeof SKIP_REASONS)[number];

/**
 * A cart a shopper asked to be reminded of, ticking "Email me a reminder about this cart" at the
 * shipping step (`PUT /checkouts/{pipelineId}/reminder`): nothing is kept without the tick. The
 * sweep sends one `cart-reminder` mail once `remind_at` has come, or records why it did not;
 * rows are deleted 30 days after they were made.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The checkout visit's id (the storefront's `/checkout/p/{pipelineId}`): one draft each. */
    pipelineId: text('pipeline_id').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    items: jsonb('items').$type<CartReminderLine[]>().notNull(),
    /** The lines at the prices of the last PUT, for the admin's list. */
    valueInPaise: integer('value_in_paise').notNull(),
    /** When the mail is due: the last PUT plus CART_REMINDER_DELAY_MINUTES. */
    remindAt: optionalTime('remind_at').notNull(),
    /** `DELETE` (the box unticked): no mail. */
    withdrawnAt: optionalTime('withdrawn_at'),
    /** When the sweep dealt with it: sent (`mail_id`), or skipped for `skipped`. */
    remindedAt: optionalTime('reminded_at'),
    mailId: uuid('mail_id'),
    skipped: text('skipped', { enum: SKIP_REASONS }),
    /** The mail's link was followed: the cart was restored from it. */
    restoredAt: optionalTime('restored_at'),
    /** The order placed through the link within 7 days of the mail. */
    recoveredOrderId: uuid('recovered_order_id'),
    recoveredAt: optionalTime('recovered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_reminders_due_idx')
      .on(t.remindAt)
      .where(sql`${t.remindedAt} is null and ${t.withdrawnAt} is null`),
    index('cart_reminders_email_idx').on(t.email, t.createdAt.desc()),
    check('cart_reminders_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export type CartReminderRow = typeof cartReminders.$inferSelect;

/**
 * Addresses that stopped cart reminders (the reminder mail's own link). Separate from the
 * newsletter's subscribers: one opt-out never touches the other.
 */
export const cartReminderOptOuts = pgTable('cart_reminder_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
