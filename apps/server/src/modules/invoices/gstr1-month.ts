import type { Gstr1 } from '@skins/shared';
import type { Db } from '../../db/client.ts';
import type { SellerConfig } from '../../seller-config.ts';
import { invoiceSourcesIssuedBetween } from '../orders/index.ts';
import { type GstDocument, gstDocumentOf } from './gstr1-documents.ts';
import { gstr1File, reconciliationAnswer } from './gstr1-file.ts';
import { type Gstr1Tables, gstr1Tables, type Reconciliation, reconcile } from './gstr1-tables.ts';
import { documentFigures } from './invoice-data.ts';
import { returnCreditNoteFigures } from './return-credit-note-data.ts';
import { returnCreditNotesIssuedBetween } from './return-credit-notes.ts';

// A month's GSTR-1 from the shop's own numbered documents (decision 062): the tax invoices and
// credit notes (an order's own, a return's) issued in the month on India's calendar.

/** The instants a `YYYY-MM` month starts and ends at in India (+05:30 all year). */
export function monthRange(period: string): { from: Date; before: Date } {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  const next =
    month === 12
      ? `${String(year + 1).padStart(4, '0')}-01`
      : `${period.slice(0, 4)}-${String(month + 1).padStart(2, '0')}`;
  return {
    from: new Date(`${period}-01T00:00:00+05:30`),
    before: new Date(`${next}-01T00:00:00+05:30`),
  };
}

/** Every GST document issued in [from, before), as the return counts it, in number order. */
export async function documentsIssuedBetween(
  db: Db,
  seller: SellerConfig,
  { from, before }: { from: Date; before: Date },
): Promise<GstDocument[]> {
  const notes = await returnCreditNotesIssuedBetween(db, from, before);
  const sources = await invoiceSourcesIssuedBetween(db, {
    from,
    before,
    alsoIds: [...new Set(notes.map((note) => note.orderId))],
  });
  const isInMonth = (at: Date | null) => at !== null && at >= from && at < before;
  const documents: GstDocument[] = [];
  for (const source of sources) {
    const invoice = documentFigures(source, seller, 'invoice');
    if (!invoice) continue;
    const add = (figures: typeof invoice | null) => {
      if (figures) documents.push(gstDocumentOf(figures, invoice, source.placeOfSupply));
    };
    if (isInMonth(source.invoicedAt)) add(invoice);
    if (isInMonth(source.creditedAt)) add(documentFigures(source, seller, 'credit-note'));
    for (const note of notes.filter((row) => row.orderId === source.id)) {
      add(returnCreditNoteFigures(source, note, seller));
    }
  }
  return documents.sort((a, b) => a.number.localeCompare(b.number));
}

export interface MonthReturn {
  answer: Gstr1;
  tables: Gstr1Tables;
  reconciliation: Reconciliation;
}

/** The month's return: the portal's tables, and the reconciliation beside them. */
export async function monthReturn(
  db: Db,
  seller: SellerConfig,
  period: string,
): Promise<MonthReturn> {
  const documents = await documentsIssuedBetween(db, seller, monthRange(period));
  const tables = gstr1Tables(documents);
  const reconciliation = reconcile(documents, tables);
  return {
    answer: {
      ...gstr1File(tables, { gstin: seller.gstin, period }),
      reconciliation: reconciliationAnswer(reconciliation),
    },
    tables,
    reconciliation,
  };
}
