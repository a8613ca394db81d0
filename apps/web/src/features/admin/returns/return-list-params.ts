import { RETURN_STATUSES, type ReturnStatus } from '@skins/shared';
import type { ReturnListParams } from './api/return-keys.ts';

function isReturnStatus(value: string): value is ReturnStatus {
  return (RETURN_STATUSES as readonly string[]).includes(value);
}

/** The queue's status and page from its URL; a value the server would refuse is the default. */
export function readReturnListParams(searchParams: URLSearchParams): ReturnListParams {
  const status = searchParams.get('status') ?? '';
  const page = Number(searchParams.get('page') ?? '1');
  return {
    status: isReturnStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}
