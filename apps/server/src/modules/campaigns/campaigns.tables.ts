import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, updatedAt } from '../../db/columns.ts';

/**
 * Coupon campaigns (API.md § Campaigns). The code is stored upper-case and matched that way;
 * the discount is held in basis points (1000 = 10%) so pricing never meets a float.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    discountBp: integer('discount_bp').notNull(),
    active: boolean('active').notNull().default(true),
    startsAt: optionalTime('starts_at'),
    endsAt: optionalTime('ends_at'),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Lower-case; only this email may use the code (welcome coupons). */
    ownerEmail: text('owner_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaigns_code_idx').on(t.code),
    check('campaigns_code_upper', sql`${t.code} = upper(${t.code})`),
    check('campaigns_discount_range', sql`${t.discountBp} > 0 and ${t.discountBp} <= 9000`),
    check('campaigns_max_positive', sql`${t.maxRedemptions} is null or ${t.maxRedemptions} > 0`),
    check(
      'campaigns_redemptions_within_max',
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
    check(
      'campaigns_owner_lower',
      sql`${t.ownerEmail} is null or ${t.ownerEmail} = lower(${t.ownerEmail})`,
    ),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
