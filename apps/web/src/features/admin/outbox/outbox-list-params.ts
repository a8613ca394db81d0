import { OUTBOX_LIST_FILTERS, type OutboxListFilter } from '@skins/shared';
import type { OutboxListParams } from './api/outbox-keys.ts';

function isOutboxListFilter(value: string): value is OutboxListFilter {
  return (OUTBOX_LIST_FILTERS as readonly string[]).includes(value);
}

/**
 * The list's page and status from its URL (`?status=gave-up&page=2`). A hand-edited value the
 * server would refuse (an unknown status, page 0) falls back to the default.
 */
export function readOutboxListParams(searchParams: URLSearchParams): OutboxListParams {
  const status = searchParams.get('status') ?? '';
  const page = Number(searchParams.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: isOutboxListFilter(status) ? status : undefined,
  };
}
