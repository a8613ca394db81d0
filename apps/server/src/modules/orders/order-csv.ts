// The columns of the CSV exports (API.md § Orders, § Newsletter › Subscribers (admin)): money in
// rupees with two decimals, times in ISO 8601 UTC, as the JSON API writes them.
import type { Subscriber } from '@skins/shared';
import type { OrderExportRow } from '../orders/order-reports.ts';
import { type CsvCell, rupeesText } from './csv.ts';

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

export const SUBSCRIBER_CSV_HEADER = [
  'email',
  'status',
  'subscribedAt',
  'unsubscribedAt',
  'couponCode',
] as const;

export function subscriberCsvRow(subscriber: Subscriber): CsvCell[] {
  return [
    subscriber.email,
    subscriber.status,
    subscriber.subscribedAt,
    subscriber.unsubscribedAt,
    subscriber.couponCode,
  ];
}
