import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
