import { REVIEW_STATUSES } from '@skins/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, updatedAt } from '../../db/columns.ts';
// Foreign keys are part of the schema: a table file may name another module's table file.
import { products } from '../catalog/catalog.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';

/**
 * Reviews from verified buyers (API.md § Reviews from verified buyers): one per order line, so
 * only someone who bought the product reviews it, once. `author` is the name as shown (first
 * name and the last name's initial), kept as it was when the review was written.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('Pending'),
    author: text('author').notNull(),
    /** The model the buyer bought, from the order line. */
    selectedModel: text('selected_model').notNull(),
    /** The owner's public reply: both set, or neither. */
    replyBody: text('reply_body'),
    replyAt: optionalTime('reply_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('reviews_status_idx').on(t.status, t.createdAt.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_reply_whole', sql`(${t.replyBody} is null) = (${t.replyAt} is null)`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * Photos a buyer uploaded (POST /reviews/photos). With a review link's token, `order_item_id`
 * names the line and only that line's review may attach it (`review_id`); with the order's token
 * (a return's photos, API.md § Returns and replacements) `order_item_id` is null and the returns
 * module claims it (`claimed_at`). Never both: a photo belongs to one review or one return.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    /** The order whose token (or whose line's review token) uploaded it. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order line whose review token uploaded it; null when the order's token did. */
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** When a return took it (claimOrderPhotos); the returns module keeps the photo's id. */
    claimedAt: optionalTime('claimed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_photos_review_idx').on(t.reviewId),
    index('review_photos_order_idx').on(t.orderId, t.createdAt),
    check('review_photos_one_owner', sql`${t.reviewId} is null or ${t.claimedAt} is null`),
    check(
      'review_photos_review_has_line',
      sql`${t.reviewId} is null or ${t.orderItemId} is not null`,
    ),
  ],
);

/** Every admin change of a review: who (the admin's email), when, and what it changed. */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    change: jsonb('change').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('review_events_review_idx').on(t.reviewId, t.at)],
);

/**
 * One row per order whose review request mail was queued: the primary key makes it once per
 * order, whichever instance's sweep (or the delivering change itself) gets there first.
 */
export const reviewRequests = pgTable('review_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Buyers who followed the review request mail's opt-out link: no review request is queued for
 * an order with this email again. The email is kept lower-cased and trimmed.
 */
export const reviewRequestOptOuts = pgTable('review_request_opt_outs', {
  email: text('email').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
});
