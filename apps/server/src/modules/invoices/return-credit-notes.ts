import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  type CreditedFiguresRow,
  type ReturnCreditNoteRow,
  returnCreditNotes,
} from './invoices.tables.ts';
import { nextDocumentNumber } from './numbering.ts';

// A return's credit note (decision 054): only the returned lines, at what was refunded for them,
// numbered `CN/<FY>/<6 digits>` in the credit notes' one gap-free sequence.

export type { CreditedFiguresRow };

/**
 * Numbers and keeps a return's credit note in the refund's transaction (the sequence's row stays
 * locked until it ends, so a rolled-back refund gives its number back); answers the number.
 */
export async function issueReturnCreditNote(
  tx: Tx,
  note: { orderId: string; returnId: string; returnNumber: string; figures: CreditedFiguresRow },
  at = new Date(),
): Promise<string> {
  const number = await nextDocumentNumber(tx, 'credit-note', at);
  await tx.insert(returnCreditNotes).values({ ...note, number, issuedAt: at });
  return number;
}

/** The credit note of this return of the order, or without one, the order's latest; else null. */
export async function findReturnCreditNote(
  db: Db,
  orderId: string,
  returnId?: string,
): Promise<ReturnCreditNoteRow | null> {
  const [row] = await db
    .select()
    .from(returnCreditNotes)
    .where(
      and(
        eq(returnCreditNotes.orderId, orderId),
        returnId === undefined ? undefined : eq(returnCreditNotes.returnId, returnId),
      ),
    )
    .orderBy(desc(returnCreditNotes.issuedAt), desc(returnCreditNotes.number))
    .limit(1);
  return row ?? null;
}

/** The returns' credit notes issued in [from, before), in number order (the GST return's). */
export async function returnCreditNotesIssuedBetween(
  db: Db,
  from: Date,
  before: Date,
): Promise<ReturnCreditNoteRow[]> {
  return db
    .select()
    .from(returnCreditNotes)
    .where(and(gte(returnCreditNotes.issuedAt, from), lt(returnCreditNotes.issuedAt, before)))
    .orderBy(asc(returnCreditNotes.number));
}
