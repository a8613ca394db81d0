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

/** A review's photos; `review_id` is null from the upload until the review that names it. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    /** The order line whose token uploaded it: only that line's review may attach it. */
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId)],
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
