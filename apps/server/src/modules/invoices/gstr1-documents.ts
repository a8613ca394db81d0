import { canonicalIndianState, GST_STATE_CODES, shareDiscount } from '@skins/shared';
import type { DocumentFigures } from './invoice-data.ts';

// Pure: a tax invoice's or credit note's printed figures (invoice-data.ts,
// return-credit-note-data.ts) → what the GST return counts of it (decision 062). Nothing here
// prices again: the taxable values are the document's lines', and the tax is the document's own
// rows (taxRows), each row shared out over the lines of its rate (decision 066).

/** GSTR-1's B2C Large: an inter-state invoice whose value is over Rs. 1,00,000. */
export const B2CL_THRESHOLD_IN_PAISE = 1_00_000_00;

/** The portal's code for a place of supply outside the state list (Other Territory). */
const OTHER_TERRITORY = '97';

/** Tax in paise by kind: CGST + SGST within the seller's state, IGST to another. */
export interface TaxAmounts {
  igstInPaise: number;
  cgstInPaise: number;
  sgstInPaise: number;
}

export interface GstLine extends TaxAmounts {
  hsnCode: string;
  quantity: number;
  taxPercent: number;
  taxableInPaise: number;
}

export interface GstDocument extends TaxAmounts {
  kind: DocumentFigures['kind'];
  number: string;
  issuedAt: Date;
  /** The place of supply's two-digit state code. */
  stateCode: string;
  isIntraState: boolean;
  /** The document's value: what was paid (invoice) or refunded (credit note). */
  valueInPaise: number;
  /** B2CL: the invoice (for a credit note, the invoice it credits) is inter-state and large. */
  isLarge: boolean;
  taxableInPaise: number;
  lines: GstLine[];
}

/** `29` for 'Karnataka'; a state the list does not know is Other Territory (docs/gst.md). */
export function stateCodeOf(placeOfSupply: string): string {
  const state = canonicalIndianState(placeOfSupply);
  return state ? GST_STATE_CODES[state] : OTHER_TERRITORY;
}

/** The document's tax rows as amounts by kind (their labels start with the tax's name). */
function taxAmountsOf(figures: DocumentFigures): TaxAmounts {
  const of = (name: string) =>
    figures.taxes
      .filter((row) => row.label.startsWith(name))
      .reduce((sum, row) => sum + row.amountInPaise, 0);
  return { igstInPaise: of('IGST'), cgstInPaise: of('CGST'), sgstInPaise: of('SGST') };
}

const KINDS = { IGST: 'igstInPaise', CGST: 'cgstInPaise', SGST: 'sgstInPaise' } as const;

/**
 * Each tax row shared over the lines of its rate in proportion to their taxable values (the paise
 * left by rounding to the largest remainders), so every rate's lines add up to its rows and the
 * lines to the document. A rate whose lines have no taxable value shares its row by line.
 */
function linesOf(figures: DocumentFigures): GstLine[] {
  const lines: GstLine[] = figures.lines.map((line) => ({
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    taxPercent: line.taxPercent,
    taxableInPaise: line.taxableInPaise,
    igstInPaise: 0,
    cgstInPaise: 0,
    sgstInPaise: 0,
  }));
  for (const row of figures.taxes) {
    const kind = KINDS[row.label.slice(0, 4) as keyof typeof KINDS];
    if (!kind) continue;
    const ofRate = figures.lines.map((line) => line.taxRateBp === row.rateBp);
    const byValue = figures.lines.map((line, index) => (ofRate[index] ? line.taxableInPaise : 0));
    const weights = byValue.some((value) => value > 0)
      ? byValue
      : ofRate.some(Boolean)
        ? ofRate.map(Number)
        : figures.lines.map(() => 1);
    shareDiscount(weights, row.amountInPaise).forEach((share, index) => {
      const line = lines[index];
      if (line) line[kind] += share;
    });
  }
  return lines;
}

/** Whether an invoice is B2C Large. */
export function isLargeInvoice(invoice: DocumentFigures): boolean {
  return !invoice.isIntraState && invoice.payable.amountInPaise > B2CL_THRESHOLD_IN_PAISE;
}

/**
 * What the return counts of `figures`; `invoice` is the figures of the invoice it belongs to
 * (itself for an invoice), which decides B2CL. `placeOfSupply` is the order's, as stored.
 */
export function gstDocumentOf(
  figures: DocumentFigures,
  invoice: DocumentFigures,
  placeOfSupply: string,
): GstDocument {
  const taxes = taxAmountsOf(figures);
  return {
    kind: figures.kind,
    number: figures.number,
    issuedAt: figures.issuedAt,
    stateCode: stateCodeOf(placeOfSupply),
    isIntraState: figures.isIntraState,
    valueInPaise: figures.payable.amountInPaise,
    isLarge: isLargeInvoice(invoice),
    taxableInPaise: figures.taxableInPaise,
    ...taxes,
    lines: linesOf(figures),
  };
}
