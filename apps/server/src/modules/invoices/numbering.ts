import { shopFinancialYear } from '@skins/shared';
import { sql } from 'drizzle-orm';
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
