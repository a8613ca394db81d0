import { CATEGORY_SLUGS, PRODUCT_TYPE_NAMES } from '@skins/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export interface CompatibilityRow {
  brand: string;
  models: string[];
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const productTypes = pgTable('product_types', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
  categorySlug: text('category_slug')
    .notNull()
    .references(() => categories.slug),
  position: integer('position').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceInPaise: integer('price_in_paise').notNull(),
    compareAtPriceInPaise: integer('compare_at_price_in_paise'),
    images: jsonb('images').$type<string[]>().notNull(),
    thumbnail: text('thumbnail').notNull(),
    categorySlug: text('category_slug', { enum: CATEGORY_SLUGS })
      .notNull()
      .references(() => categories.slug),
    productType: text('product_type', { enum: PRODUCT_TYPE_NAMES })
      .notNull()
      .references(() => productTypes.name),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    compatibility: jsonb('compatibility').$type<CompatibilityRow[]>().notNull(),
    active: boolean('active').notNull().default(true),
    // Written by the catalog service from name, type, tags and models: what typo-tolerant
    // trigram search compares against (kept short so word_similarity stays cheap).
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', search_text), 'A') || setweight(to_tsvector('english', description), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('products_listing_idx').on(t.active, t.createdAt.desc(), t.id),
    index('products_type_idx').on(t.productType, t.createdAt.desc()),
    index('products_category_idx').on(t.categorySlug, t.createdAt.desc()),
    index('products_price_idx').on(t.priceInPaise),
    index('products_tags_idx').using('gin', t.tags),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const optionalTime = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
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
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt.desc()),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
