import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { documentNumberInStatement, nextDocumentNumber } from '../invoices/index.ts';
import { orders } from './orders.tables.ts';

// GST documents are numbered in the transaction that makes them due (decision 016): the tax
// invoice when the payment first becomes `Completed`, the credit note when it is refunded. The
// `is null` guard keeps a number once given: nothing re-numbers an issued document.

/**
 * The invoice number of an order written already paid (insertOrder), taken by the statement
 * that writes the order: `tx.with(next)` and `invoiceNumber: number`.
 */
export function invoiceNumberInStatement(tx: Tx, at = new Date()) {
  return { ...documentNumberInStatement(tx, 'invoice', at), at };
}

/** The invoice columns of an order just marked paid (issueInvoice). */
async function invoiceFields(
  tx: Tx,
  at = new Date(),
): Promise<{ invoiceNumber: string; invoicedAt: Date }> {
  return { invoiceNumber: await nextDocumentNumber(tx, 'invoice', at), invoicedAt: at };
}

/** Numbers the invoice of an order just marked paid; the caller holds the order's row lock. */
export async function issueInvoice(tx: Tx, orderId: string): Promise<void> {
  const at = new Date();
  await tx
    .update(orders)
    .set(await invoiceFields(tx, at))
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)));
}

/** Numbers the credit note of a paid order just refunded; the caller holds its row lock. */
export async function issueCreditNote(tx: Tx, orderId: string): Promise<void> {
  const at = new Date();
  await tx
    .update(orders)
    .set({ creditNoteNumber: await nextDocumentNumber(tx, 'credit-note', at), creditedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.creditNoteNumber)));
}
