import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime } from '../../db/columns.ts';
// A foreign key is part of the schema: a table file may name another module's table file.
import { campaigns } from '../campaigns/campaigns.tables.ts';

/** Newsletter subscribers; the email is trimmed and lower-cased, so unique means case-insensitive. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    subscribed: boolean('subscribed').notNull().default(true),
    welcomeCampaignId: uuid('welcome_campaign_id')
      .notNull()
      .references(() => campaigns.id),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    unsubscribedAt: optionalTime('unsubscribed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscribers_email_idx').on(t.email),
    check('subscribers_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export type SubscriberRow = typeof subscribers.$inferSelect;
