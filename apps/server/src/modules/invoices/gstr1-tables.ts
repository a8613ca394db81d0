import type { GstDocument, GstLine, TaxAmounts } from './gstr1-documents.ts';

// Pure: the month's documents → GSTR-1's tables in integer paise, and the reconciliation of those
// tables with the documents' own totals (decision 062). Converting to the portal's rupees is
// gstr1-file.ts's; nothing here rounds.

/** Taxable value and tax in paise. */
export interface Sums extends TaxAmounts {
  taxableInPaise: number;
}

export const NO_SUMS: Sums = { taxableInPaise: 0, igstInPaise: 0, cgstInPaise: 0, sgstInPaise: 0 };

/** `a + sign × b`, field by field. */
export function addSums(a: Sums, b: Sums, sign: 1 | -1 = 1): Sums {
  return {
    taxableInPaise: a.taxableInPaise + sign * b.taxableInPaise,
    igstInPaise: a.igstInPaise + sign * b.igstInPaise,
    cgstInPaise: a.cgstInPaise + sign * b.cgstInPaise,
    sgstInPaise: a.sgstInPaise + sign * b.sgstInPaise,
  };
}

const sumsOf = (line: Sums): Sums => ({
  taxableInPaise: line.taxableInPaise,
  igstInPaise: line.igstInPaise,
  cgstInPaise: line.cgstInPaise,
  sgstInPaise: line.sgstInPaise,
});

const sign = (document: GstDocument): 1 | -1 => (document.kind === 'invoice' ? 1 : -1);

/** B2CS: one row per place of supply and rate, credit notes netted. */
export interface B2csEntry {
  isIntraState: boolean;
  stateCode: string;
  taxPercent: number;
  sums: Sums;
}

/** A B2CL invoice or a CDNUR credit note: the document with one item per rate. */
export interface LargeDocument {
  number: string;
  issuedAt: Date;
  stateCode: string;
  valueInPaise: number;
  items: { taxPercent: number; sums: Sums }[];
}

/** HSN summary (B2C): one row per HSN code and rate, credit notes netted. */
export interface HsnEntry {
  hsnCode: string;
  taxPercent: number;
  quantity: number;
  sums: Sums;
}

/** A run of consecutive numbers of one series (`INV/2026-27/`). */
export interface NumberRange {
  from: string;
  to: string;
  count: number;
}

export interface Gstr1Tables {
  b2cs: B2csEntry[];
  b2cl: LargeDocument[];
  cdnur: LargeDocument[];
  hsn: HsnEntry[];
  invoiceRanges: NumberRange[];
  creditNoteRanges: NumberRange[];
}

/** Adds `sums` into the entry `key` of `map`, made by `create` the first time. */
function accumulate<T extends { sums: Sums }>(
  map: Map<string, T>,
  key: string,
  create: () => T,
  sums: Sums,
  direction: 1 | -1,
): T {
  const entry = map.get(key) ?? create();
  entry.sums = addSums(entry.sums, sums, direction);
  map.set(key, entry);
  return entry;
}

function largeDocumentOf(document: GstDocument): LargeDocument {
  const byRate = new Map<string, { taxPercent: number; sums: Sums }>();
  for (const line of document.lines) {
    const create = () => ({ taxPercent: line.taxPercent, sums: NO_SUMS });
    accumulate(byRate, String(line.taxPercent), create, sumsOf(line), 1);
  }
  return {
    number: document.number,
    issuedAt: document.issuedAt,
    stateCode: document.stateCode,
    valueInPaise: document.valueInPaise,
    items: [...byRate.values()].sort((a, b) => a.taxPercent - b.taxPercent),
  };
}

/** `INV/2026-27/000123` → its series and serial. */
function serialOf(number: string): { series: string; serial: number } {
  const match = /^(.*?)(\d+)$/.exec(number);
  return { series: match?.[1] ?? number, serial: Number(match?.[2] ?? 0) };
}

/** The numbers as runs of consecutive serials within each series, in order. */
export function numberRanges(numbers: readonly string[]): NumberRange[] {
  const sorted = numbers
    .map((number) => ({ number, ...serialOf(number) }))
    .sort((a, b) => a.series.localeCompare(b.series) || a.serial - b.serial);
  const ranges: (NumberRange & { series: string; serial: number })[] = [];
  for (const entry of sorted) {
    const last = ranges.at(-1);
    if (last && last.series === entry.series && last.serial + 1 === entry.serial) {
      last.to = entry.number;
      last.serial = entry.serial;
      last.count += 1;
    } else {
      ranges.push({ ...entry, from: entry.number, to: entry.number, count: 1 });
    }
  }
  return ranges.map(({ from, to, count }) => ({ from, to, count }));
}

const byNumber = (a: { number: string }, b: { number: string }) => a.number.localeCompare(b.number);

/** The month's documents (invoices and credit notes issued in it) → the return's tables. */
export function gstr1Tables(documents: readonly GstDocument[]): Gstr1Tables {
  const b2cs = new Map<string, B2csEntry>();
  const hsn = new Map<string, HsnEntry>();
  const b2cl: LargeDocument[] = [];
  const cdnur: LargeDocument[] = [];
  for (const document of documents) {
    const direction = sign(document);
    for (const line of document.lines) addHsn(hsn, line, direction);
    if (document.isLarge) {
      (document.kind === 'invoice' ? b2cl : cdnur).push(largeDocumentOf(document));
      continue;
    }
    for (const line of document.lines) {
      const key = `${document.stateCode}|${line.taxPercent}|${document.isIntraState}`;
      const create = () => ({
        isIntraState: document.isIntraState,
        stateCode: document.stateCode,
        taxPercent: line.taxPercent,
        sums: NO_SUMS,
      });
      accumulate(b2cs, key, create, sumsOf(line), direction);
    }
  }
  const numbersOf = (kind: GstDocument['kind']) =>
    documents.filter((document) => document.kind === kind).map((document) => document.number);
  return {
    b2cs: [...b2cs.values()].sort(
      (a, b) => a.stateCode.localeCompare(b.stateCode) || a.taxPercent - b.taxPercent,
    ),
    b2cl: b2cl.sort(byNumber),
    cdnur: cdnur.sort(byNumber),
    hsn: [...hsn.values()].sort(
      (a, b) => a.hsnCode.localeCompare(b.hsnCode) || a.taxPercent - b.taxPercent,
    ),
    invoiceRanges: numberRanges(numbersOf('invoice')),
    creditNoteRanges: numberRanges(numbersOf('credit-note')),
  };
}

function addHsn(hsn: Map<string, HsnEntry>, line: GstLine, direction: 1 | -1): void {
  const create = () => ({
    hsnCode: line.hsnCode,
    taxPercent: line.taxPercent,
    quantity: 0,
    sums: NO_SUMS,
  });
  const entry = accumulate(
    hsn,
    `${line.hsnCode}|${line.taxPercent}`,
    create,
    sumsOf(line),
    direction,
  );
  entry.quantity += direction * line.quantity;
}

/** The reconciliation, in paise (GstReconciliationSchema's figures before rupees). */
export interface Reconciliation {
  invoices: Sums & { count: number };
  creditNotes: Sums & { count: number };
  net: Sums;
  returnTables: Sums;
  hsnSummary: Sums;
  isBalanced: boolean;
}

const totalOf = (rows: readonly { sums: Sums }[]) =>
  rows.reduce((total, row) => addSums(total, row.sums), NO_SUMS);

const sameSums = (a: Sums, b: Sums) =>
  a.taxableInPaise === b.taxableInPaise &&
  a.igstInPaise === b.igstInPaise &&
  a.cgstInPaise === b.cgstInPaise &&
  a.sgstInPaise === b.sgstInPaise;

/**
 * The documents' own printed totals (taxable value and tax rows, not their lines) against what
 * the tables add up to: B2CS + B2CL − CDNUR, and the HSN summary.
 */
export function reconcile(documents: readonly GstDocument[], tables: Gstr1Tables): Reconciliation {
  const totalOfKind = (kind: GstDocument['kind']) => {
    const ofKind = documents.filter((document) => document.kind === kind);
    const sums = ofKind.reduce((total, document) => addSums(total, sumsOf(document)), NO_SUMS);
    return { ...sums, count: ofKind.length };
  };
  const invoices = totalOfKind('invoice');
  const creditNotes = totalOfKind('credit-note');
  const net = addSums(invoices, creditNotes, -1);
  const large = (rows: readonly LargeDocument[]) => totalOf(rows.flatMap((row) => row.items));
  const returnTables = addSums(
    addSums(totalOf(tables.b2cs), large(tables.b2cl)),
    large(tables.cdnur),
    -1,
  );
  const hsnSummary = totalOf(tables.hsn);
  return {
    invoices,
    creditNotes,
    net,
    returnTables,
    hsnSummary,
    isBalanced: sameSums(net, returnTables) && sameSums(net, hsnSummary),
  };
}
