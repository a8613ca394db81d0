// The columns of the orders' CSV export (API.md § Admin dashboard › CSV exports): money in rupees
// with two decimals, times India's with their offset, and what a GST return needs of each order:
// its documents' numbers, HSN codes, taxable value and the tax's split.
import { recordedTaxByRate, shopIsoDateTime } from '@skins/shared';
import { type CsvCell, rupeesText } from '../../http/csv.ts';
import type { SellerConfig } from '../../seller-config.ts';
import { sameState, taxRows } from '../invoices/index.ts';
import type { OrderExportRow } from './order-reports.ts';

export const ORDER_CSV_HEADER = [
  'number',
  'createdAt',
  'status',
  'paymentStatus',
  'paymentMethod',
  'customerName',
  'email',
  'phone',
  'city',
  'state',
  'pincode',
  'items',
  'subtotal',
  'discount',
  'coupon',
  'tax',
  'total',
  'amountPaid',
  'invoiceNumber',
  'creditNoteNumber',
  'hsn',
  'taxableValue',
  'cgst',
  'sgst',
  'igst',
] as const;

/**
 * One order's row. The tax is split as its invoice splits it (CGST + SGST to a buyer in the
 * seller's state, IGST otherwise), by the place of supply recorded with it.
 */
export function orderCsvRow(row: OrderExportRow, seller: Pick<SellerConfig, 'state'>): CsvCell[] {
  const rates = recordedTaxByRate({
    lines: row.lineRates,
    discountInPaise: row.discountInPaise,
    taxInPaise: row.taxInPaise,
  });
  const taxes = taxRows(rates, sameState(row.placeOfSupply, seller.state));
  // Each kind summed over the rates, as the invoice's rows add up (decision 066).
  const taxOf = (name: string) =>
    rupeesText(
      taxes
        .filter((tax) => tax.label.startsWith(`${name} `))
        .reduce((sum, tax) => sum + tax.amountInPaise, 0),
    );
  return [
    row.number,
    shopIsoDateTime(row.createdAt),
    row.status,
    row.paymentStatus,
    row.paymentMethod,
    `${row.firstName} ${row.lastName}`.trim(),
    row.email,
    row.phone,
    row.shipping.city,
    row.shipping.state,
    row.shipping.pin,
    row.itemCount,
    rupeesText(row.subtotalInPaise),
    rupeesText(row.discountInPaise),
    row.couponCode,
    rupeesText(row.taxInPaise),
    rupeesText(row.totalInPaise),
    rupeesText(row.amountPaidInPaise),
    row.invoiceNumber,
    row.creditNoteNumber,
    row.hsnCodes.join(' '),
    rupeesText(row.subtotalInPaise - row.discountInPaise),
    taxOf('CGST'),
    taxOf('SGST'),
    taxOf('IGST'),
  ];
}
