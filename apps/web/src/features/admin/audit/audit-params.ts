import type { AuditListParams } from './api/list-audit.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The log's page and filters from its URL (`?admin=…&action=…&day=YYYY-MM-DD&page=2`). A
 * hand-edited value the server would refuse (page 0, a malformed day) falls back to the default.
 */
export function readAuditParams(searchParams: URLSearchParams): AuditListParams {
  const text = (name: string) => searchParams.get(name)?.trim() || undefined;
  const day = text('day');
  const page = Number(searchParams.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    admin: text('admin'),
    action: text('action'),
    day: day && DAY.test(day) ? day : undefined,
  };
}
