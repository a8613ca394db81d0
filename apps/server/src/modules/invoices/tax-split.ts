// How an order's tax is split on its GST documents and in the orders' CSV: pure, and free of the
// orders module (which imports the invoices' public file).
import { placeOfSupplyOf, TAX_RATE_BP } from '@skins/shared';

/**
 * The GST rate of a document's line, in percent: where the invoice, the credit notes and the GST
 * return (modules/gst) read it. Each line keeps the rate it was sold at (decision 066); a line
 * without one (a credit note issued before) was taxed at the spec's 8%.
 */
export function lineTaxPercent(line: { taxRateBp?: number | undefined }): number {
  return (line.taxRateBp ?? TAX_RATE_BP) / 100;
}

export interface TaxRow {
  label: string;
  amountInPaise: number;
  /** The GST rate (basis points) whose tax the row is half of (CGST, SGST) or all of (IGST). */
  rateBp: number;
}

/**
 * States compared as people write them: 'Tamil  Nadu', 'tamil nadu' and 'TAMIL-NADU' agree, and so
 * do an older name and the list's ('Orissa', 'Odisha').
 */
export function sameState(a: string, b: string): boolean {
  const normal = (state: string) =>
    placeOfSupplyOf(state)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return normal(a) === normal(b);
}

/**
 * Per rate (ascending): CGST + SGST within the seller's state (halves of the rate's tax adding
 * up to it, the odd paisa to CGST), else IGST. 8% is CGST 4% + SGST 4%; 18% is 9% + 9%.
 */
export function taxRows(
  rates: readonly { rateBp: number; taxInPaise: number }[],
  isIntraState: boolean,
): TaxRow[] {
  return [...rates]
    .sort((a, b) => a.rateBp - b.rateBp)
    .flatMap(({ rateBp, taxInPaise }) => {
      if (!isIntraState) {
        return [{ label: `IGST ${rateBp / 100}%`, amountInPaise: taxInPaise, rateBp }];
      }
      const cgst = Math.ceil(taxInPaise / 2);
      return [
        { label: `CGST ${rateBp / 200}%`, amountInPaise: cgst, rateBp },
        { label: `SGST ${rateBp / 200}%`, amountInPaise: taxInPaise - cgst, rateBp },
      ];
    });
}

/** A tax with no rates recorded beside it (an order's CSV row, older credit notes): all at 8%. */
export const atSpecRate = (taxInPaise: number) => [{ rateBp: TAX_RATE_BP, taxInPaise }];
