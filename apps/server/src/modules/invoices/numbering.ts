import { shopFinancialYear } from '@skins/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { documentSequences } from './invoices.tables.ts';

export type DocumentKind = (typeof documentSequences.kind.enumValues)[number];

const PREFIXES: Record<DocumentKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/** `INV/2026-27/000123`: the kind, the financial year, six digits (more past 999 999). */
export function formatDocumentNumber(kind: DocumentKind, financialYear: string, n: number): string {
  return `${PREFIXES[kind]}/${financialYear}/${String(n).padStart(6, '0')}`;
}

/**
 * The next number of `kind` in the financial year `at` falls in (India time), inside the caller's
 * transaction: the sequence's row stays locked until it commits, so numbers are gap-free (a
 * rollback returns its number) and unique (a concurrent payment waits for this one).
 */
export async function nextDocumentNumber(tx: Tx, kind: DocumentKind, at: Date): Promise<string> {
  const financialYear = shopFinancialYear(at);
  const [row] = await tx
    .insert(documentSequences)
    .values({ kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.kind, documentSequences.financialYear],
      set: { lastNumber: sql`${documentSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSequences.lastNumber });
  if (!row) throw new Error('the document sequence answered no number');
  return formatDocumentNumber(kind, financialYear, row.lastNumber);
}

/**
 * The same number as `nextDocumentNumber`, for a statement that writes it: `next` is the
 * sequence's upsert as a CTE (`tx.with(next)`), `number` the formatted number read from it. The
 * number is taken and written in one round trip, so the sequence's row, which every paying
 * transaction waits for, is locked one round trip less (decision 042).
 */
export function documentNumberInStatement(
  tx: Tx,
  kind: DocumentKind,
  at: Date,
): { next: ReturnType<typeof sequenceUpsert>; number: SQL<string> } {
  const financialYear = shopFinancialYear(at);
  const next = sequenceUpsert(tx, kind, financialYear);
  // formatDocumentNumber in SQL: six digits, more past 999 999 (lpad alone would cut them).
  const digits = sql`${next.lastNumber}::text`;
  const number = sql<string>`(select ${`${PREFIXES[kind]}/${financialYear}/`}::text || lpad(${digits}, greatest(6, length(${digits})), '0') from ${next})`;
  return { next, number };
}

function sequenceUpsert(tx: Tx, kind: DocumentKind, financialYear: string) {
  return tx.$with('next_document_number').as(
    tx
      .insert(documentSequences)
      .values({ kind, financialYear, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [documentSequences.kind, documentSequences.financialYear],
        set: { lastNumber: sql`${documentSequences.lastNumber} + 1` },
      })
      .returning({ lastNumber: documentSequences.lastNumber }),
  );
}
