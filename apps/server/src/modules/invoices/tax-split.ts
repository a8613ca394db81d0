// How an order's tax is split on its GST documents and in the orders' CSV: pure, and free of the
// orders module (which imports the invoices' public file).
import { placeOfSupplyOf } from '@skins/shared';

/** The whole tax rate (spec: 8%), split in halves within a state. */
const TAX_PERCENT = 8;

/**
 * The GST rate of a document's line, in percent: where the invoice, the credit notes and the GST
 * return (modules/gst) read it. Today every line is taxed at the shop's one rate.
 */
export function lineTaxPercent(_line: { hsnCode: string }): number {
  return TAX_PERCENT;
}

export interface TaxRow {
  label: string;
  amountInPaise: number;
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

/** CGST + SGST within the seller's state (halves adding up to the tax), else IGST. */
export function taxRows(taxInPaise: number, isIntraState: boolean): TaxRow[] {
  if (!isIntraState) return [{ label: `IGST ${TAX_PERCENT}%`, amountInPaise: taxInPaise }];
  const cgst = Math.ceil(taxInPaise / 2);
  return [
    { label: `CGST ${TAX_PERCENT / 2}%`, amountInPaise: cgst },
    { label: `SGST ${TAX_PERCENT / 2}%`, amountInPaise: taxInPaise - cgst },
  ];
}
