import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@skins/shared';
import type { SubscriberListParams } from './api/subscriber-keys.ts';

function isSubscriberStatus(value: string): value is SubscriberStatus {
  return (SUBSCRIBER_STATUSES as readonly string[]).includes(value);
}

/**
 * The list's page and filters from its URL (`?status=subscribed&search=asha&page=2`). A
 * hand-edited value the server would refuse (an unknown status, page 0) falls back to the default.
 */
export function readSubscriberListParams(searchParams: URLSearchParams): SubscriberListParams {
  const status = searchParams.get('status') ?? '';
  const search = searchParams.get('search')?.trim() ?? '';
  const page = Number(searchParams.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: isSubscriberStatus(status) ? status : undefined,
    search: search || undefined,
  };
}
