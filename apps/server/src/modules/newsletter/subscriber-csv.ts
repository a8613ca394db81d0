// The columns of the subscribers' CSV export (API.md § Newsletter › Subscribers (admin)): times
// in ISO 8601 UTC, as the JSON API writes them.
import type { Subscriber } from '@skins/shared';
import type { CsvCell } from '../../http/csv.ts';

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
