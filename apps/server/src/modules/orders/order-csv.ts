// The columns of the orders' CSV export (API.md § Orders): money in rupees with two decimals,
// times in ISO 8601 UTC, as the JSON API writes them.
import { type CsvCell, rupeesText } from '../../http/csv.ts';
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
] as const;

export function orderCsvRow(row: OrderExportRow): CsvCell[] {
  return [
    row.number,
    row.createdAt.toISOString(),
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
  ];
}
