import { RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES } from '@skins/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { optionalTime, updatedAt } from '../../db/columns.ts';
// Foreign keys are part of the schema: a table file may name another module's table file.
import { orderItems, orders } from '../orders/orders.tables.ts';

/**
 * A photo a return keeps: the id of the upload it claimed (modules/reviews `claimOrderPhotos`)
 * and the address it is shown at, as the claim answered it, so reading a return asks no other
 * module.
 */
export interface ReturnPhotoRow {
  id: string;
  url: string;
}

const at = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Returns and replacements (API.md § Returns and replacements; decision 053). `number` is the
 * shopper's ticket (`R1001`). The settling columns are written by the refund (the amount, the
 * credit note, the gateway's refund id or the hand refund's reference) and by the replacement
 * (its linked Rs. 0 order).
 */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 1001 }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('Requested'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    resolution: text('resolution', { enum: RETURN_RESOLUTIONS }).notNull(),
    details: text('details').notNull(),
    photos: jsonb('photos').$type<ReturnPhotoRow[]>().notNull().default([]),
    requestedAt: at('requested_at'),
    /** When the shop first approved or rejected it. */
    decidedAt: optionalTime('decided_at'),
    updatedAt: updatedAt(),
    /** What was refunded: amount, when, and the credit note, all set by the refund. */
    refundInPaise: integer('refund_in_paise'),
    refundedAt: optionalTime('refunded_at'),
    creditNoteNumber: text('credit_note_number').unique(),
    /** The gateway's refund id (`rfnd_…`) of an online order's partial refund. */
    gatewayRefundId: text('gateway_refund_id').unique(),
    /** The UPI or bank reference of a COD or manual order's hand refund. */
    refundReference: text('refund_reference'),
    /** The linked Rs. 0 order that carries a replacement. */
    replacementOrderId: uuid('replacement_order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId, t.requestedAt),
    index('returns_status_idx').on(t.status, t.requestedAt),
    check('returns_refund_whole', sql`(${t.refundInPaise} is null) = (${t.refundedAt} is null)`),
    check('returns_refund_positive', sql`${t.refundInPaise} is null or ${t.refundInPaise} > 0`),
  ],
);

export type ReturnRow = typeof returns.$inferSelect;

/** The order lines a return takes back, and how many of each. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('return_lines_line_idx').on(t.returnId, t.orderItemId),
    index('return_lines_order_item_idx').on(t.orderItemId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export type ReturnLineRow = typeof returnLines.$inferSelect;

/**
 * Every status a return has been in: from (null for the request itself) and to, when, who
 * (`actor`: the admin's email; null for the shopper) and why (a rejection's reason, the
 * question, a refund's amount).
 */
export const returnEvents = pgTable(
  'return_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: RETURN_STATUSES }),
    toStatus: text('to_status', { enum: RETURN_STATUSES }).notNull(),
    at: at('at'),
    actor: text('actor'),
    note: text('note'),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.at)],
);

export type ReturnEventRow = typeof returnEvents.$inferSelect;

/** The shop's questions and the shopper's answers, with the answers' photos. */
export const returnMessages = pgTable(
  'return_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['shop', 'shopper'] }).notNull(),
    /** The admin's email for the shop's questions; null for the shopper. */
    actor: text('actor'),
    body: text('body').notNull(),
    photos: jsonb('photos').$type<ReturnPhotoRow[]>().notNull().default([]),
    at: at('at'),
  },
  (t) => [index('return_messages_return_idx').on(t.returnId, t.at)],
);

export type ReturnMessageRow = typeof returnMessages.$inferSelect;
