import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
// Foreign keys are part of the schema: a table file may name another module's table file.
import { orders } from '../orders/orders.tables.ts';
import { returns } from '../returns/returns.tables.ts';

/**
 * The last number issued of each kind of GST document per financial year ('2026-27'). GST wants
 * invoice and credit-note numbers consecutive within a year: a number is taken by an upsert whose
 * row lock lasts until the paying (or refunding) transaction ends, so a rolled-back transaction
 * gives its number back and two transactions never get the same one.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    kind: text('kind', { enum: ['invoice', 'credit-note'] }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** A returned line as its credit note prints it: the order line's snapshot and its figures. */
export interface CreditedLineRow {
  name: string;
  brand: string;
  model: string;
  hsnCode: string;
  priceInPaise: number;
  quantity: number;
  amountInPaise: number;
  discountInPaise: number;
  taxableInPaise: number;
  /** The line's GST rate in basis points (decision 066); absent in notes issued before: 8%. */
  taxRateBp?: number;
}

/** What a return's credit note credits (shared `RefundFigures`, with the lines' snapshots). */
export interface CreditedFiguresRow {
  lines: CreditedLineRow[];
  subtotalInPaise: number;
  discountInPaise: number;
  taxableInPaise: number;
  taxInPaise: number;
  /** The tax per rate (decision 066); absent in notes issued before: all of it at 8%. */
  taxByRate?: { rateBp: number; taxableInPaise: number; taxInPaise: number }[];
  totalInPaise: number;
  roundOffInPaise: number;
  /** What was refunded: the note's value. */
  amountInPaise: number;
}

/**
 * The credit note of a return's refund (decision 054): numbered in the same sequence as an
 * order's own credit note (a cancel's, on `orders`), in the refund's transaction, and kept with
 * the figures it printed, so it never changes. One per return.
 */
export const returnCreditNotes = pgTable(
  'return_credit_notes',
  {
    number: text('number').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    returnId: uuid('return_id')
      .notNull()
      .unique()
      .references(() => returns.id),
    /** The return's number (`R1001`), printed on the note. */
    returnNumber: text('return_number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    figures: jsonb('figures').$type<CreditedFiguresRow>().notNull(),
  },
  (t) => [index('return_credit_notes_order_idx').on(t.orderId, t.issuedAt)],
);

export type ReturnCreditNoteRow = typeof returnCreditNotes.$inferSelect;
