import type { Gstr1, Gstr1File, GstTotals } from '@skins/shared';
import { shopCalendarDate } from '@skins/shared';
import { strToU8, zipSync } from 'fflate';
import { type CsvCell, rupeesText, toCsv } from '../../http/csv.ts';
import type {
  Gstr1Tables,
  LargeDocument,
  NumberRange,
  Reconciliation,
  Sums,
} from './gstr1-tables.ts';

// Pure: the return's tables in paise → the file the GST portal's offline tool imports (field names
// as in docs/gst.md, rupees with two decimals), and the same tables as CSV files in a zip.

/** The unit quantity code every line is counted in: numbers (each skin or accessory is one). */
const UQC = 'NOS';
/** GSTR-1 table 13's kinds of document. */
const DOC_NUM = { invoices: 1, creditNotes: 5 } as const;

/** Integer paise → rupees as a JSON number with at most two decimals (`12345` → `123.45`). */
const rupees = (paise: number) => Number(rupeesText(paise));

/** `dd-mm-yyyy` on India's calendar. */
export function portalDate(at: Date): string {
  const [year, month, day] = shopCalendarDate(at).split('-');
  return `${day}-${month}-${year}`;
}

/** `2026-11` → `112026`. */
export const filingPeriodOf = (period: string) => `${period.slice(5, 7)}${period.slice(0, 4)}`;

function largeItems(document: LargeDocument) {
  return document.items.map((item, index) => ({
    num: index + 1,
    itm_det: {
      rt: item.taxPercent,
      txval: rupees(item.sums.taxableInPaise),
      iamt: rupees(item.sums.igstInPaise),
      csamt: 0,
    },
  }));
}

function groupsByState(documents: readonly LargeDocument[]): Gstr1File['b2cl'] {
  const states = [...new Set(documents.map((document) => document.stateCode))].sort();
  return states.map((pos) => ({
    pos,
    inv: documents
      .filter((document) => document.stateCode === pos)
      .map((document) => ({
        inum: document.number,
        idt: portalDate(document.issuedAt),
        val: rupees(document.valueInPaise),
        itms: largeItems(document),
      })),
  }));
}

function documentsIssued(kind: number, ranges: readonly NumberRange[]) {
  return {
    doc_num: kind,
    // A number once given is never cancelled here: the shop credits an invoice, never voids it.
    docs: ranges.map((range, index) => ({
      num: index + 1,
      from: range.from,
      to: range.to,
      totnum: range.count,
      cancel: 0,
      net_issue: range.count,
    })),
  };
}

/** The portal's file of the tables. */
export function gstr1File(
  tables: Gstr1Tables,
  { gstin, period }: { gstin: string; period: string },
): Gstr1File {
  return {
    gstin,
    fp: filingPeriodOf(period),
    b2cs: tables.b2cs.map(({ isIntraState, stateCode, taxPercent, sums }) => ({
      sply_ty: isIntraState ? 'INTRA' : 'INTER',
      pos: stateCode,
      typ: 'OE' as const,
      rt: taxPercent,
      txval: rupees(sums.taxableInPaise),
      ...(isIntraState
        ? { camt: rupees(sums.cgstInPaise), samt: rupees(sums.sgstInPaise) }
        : { iamt: rupees(sums.igstInPaise) }),
      csamt: 0,
    })),
    b2cl: groupsByState(tables.b2cl),
    cdnur: tables.cdnur.map((note) => ({
      typ: 'B2CL' as const,
      ntty: 'C' as const,
      nt_num: note.number,
      nt_dt: portalDate(note.issuedAt),
      val: rupees(note.valueInPaise),
      pos: note.stateCode,
      itms: largeItems(note),
    })),
    hsn: {
      hsn_b2c: tables.hsn.map((row, index) => ({
        num: index + 1,
        hsn_sc: row.hsnCode,
        desc: '',
        uqc: UQC,
        qty: row.quantity,
        rt: row.taxPercent,
        txval: rupees(row.sums.taxableInPaise),
        iamt: rupees(row.sums.igstInPaise),
        camt: rupees(row.sums.cgstInPaise),
        samt: rupees(row.sums.sgstInPaise),
        csamt: 0,
      })),
    },
    doc_issue: {
      doc_det: [
        documentsIssued(DOC_NUM.invoices, tables.invoiceRanges),
        documentsIssued(DOC_NUM.creditNotes, tables.creditNoteRanges),
      ].filter((kind) => kind.docs.length > 0),
    },
  };
}

const totalsOf = (sums: Sums): GstTotals => ({
  taxableValue: rupees(sums.taxableInPaise),
  igst: rupees(sums.igstInPaise),
  cgst: rupees(sums.cgstInPaise),
  sgst: rupees(sums.sgstInPaise),
});

/** The reconciliation in rupees, as the API answers it. */
export function reconciliationAnswer(reconciliation: Reconciliation): Gstr1['reconciliation'] {
  const { invoices, creditNotes } = reconciliation;
  return {
    invoices: { ...totalsOf(invoices), count: invoices.count },
    creditNotes: { ...totalsOf(creditNotes), count: creditNotes.count },
    net: totalsOf(reconciliation.net),
    returnTables: totalsOf(reconciliation.returnTables),
    hsnSummary: totalsOf(reconciliation.hsnSummary),
    isBalanced: reconciliation.isBalanced,
  };
}

const money = (sums: Sums): CsvCell[] => [
  rupeesText(sums.taxableInPaise),
  rupeesText(sums.igstInPaise),
  rupeesText(sums.cgstInPaise),
  rupeesText(sums.sgstInPaise),
];
const TAX_HEADER = ['Taxable value', 'IGST', 'CGST', 'SGST'];

function largeCsv(documents: readonly LargeDocument[], numberHeader: string): string {
  return toCsv(
    [numberHeader, 'Date', 'Value', 'Place of supply', 'Rate', ...TAX_HEADER],
    documents.flatMap((document) =>
      document.items.map((item) => [
        document.number,
        portalDate(document.issuedAt),
        rupeesText(document.valueInPaise),
        document.stateCode,
        item.taxPercent,
        ...money(item.sums),
      ]),
    ),
  );
}

function rangesCsv(tables: Gstr1Tables): string {
  const rows = (label: string, ranges: readonly NumberRange[]) =>
    ranges.map((range) => [label, range.from, range.to, range.count, 0, range.count]);
  return toCsv(
    ['Document', 'From', 'To', 'Total', 'Cancelled', 'Net issued'],
    [
      ...rows('Invoices for outward supply', tables.invoiceRanges),
      ...rows('Credit notes', tables.creditNoteRanges),
    ],
  );
}

function reconciliationCsv(reconciliation: Reconciliation): string {
  const { invoices, creditNotes } = reconciliation;
  return toCsv(
    ['Figure', 'Documents', ...TAX_HEADER],
    [
      ['Invoices', invoices.count, ...money(invoices)],
      ['Credit notes', creditNotes.count, ...money(creditNotes)],
      ['Invoices less credit notes', null, ...money(reconciliation.net)],
      ['B2CS + B2CL - CDNUR', null, ...money(reconciliation.returnTables)],
      ['HSN summary', null, ...money(reconciliation.hsnSummary)],
      ['Balanced', reconciliation.isBalanced ? 'yes' : 'no'],
    ],
  );
}

/** One CSV per table (and the reconciliation), zipped: `b2cs.csv`, `b2cl.csv`, … */
export function gstr1Zip(tables: Gstr1Tables, reconciliation: Reconciliation): Uint8Array {
  const files: Record<string, string> = {
    'b2cs.csv': toCsv(
      ['Type', 'Place of supply', 'Rate', ...TAX_HEADER],
      tables.b2cs.map((row) => [
        row.isIntraState ? 'INTRA' : 'INTER',
        row.stateCode,
        row.taxPercent,
        ...money(row.sums),
      ]),
    ),
    'b2cl.csv': largeCsv(tables.b2cl, 'Invoice number'),
    'cdnur.csv': largeCsv(tables.cdnur, 'Credit note number'),
    'hsn-b2c.csv': toCsv(
      ['HSN', 'UQC', 'Quantity', 'Rate', ...TAX_HEADER],
      tables.hsn.map((row) => [row.hsnCode, UQC, row.quantity, row.taxPercent, ...money(row.sums)]),
    ),
    'docs.csv': rangesCsv(tables),
    'reconciliation.csv': reconciliationCsv(reconciliation),
  };
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, csv]) => [name, strToU8(csv)])),
  );
}
