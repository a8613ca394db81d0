import { ORDER_STATUSES, type OrderStatus } from '@skins/shared';
import type { OrderListParams } from '../api/order-keys.ts';

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The list's page and filters from its URL (`?status=Placed&search=1042&page=2`). A hand-edited
 * value the server would refuse (an unknown status, page 0) falls back to the default instead.
 */
export function readOrderListParams(searchParams: URLSearchParams): OrderListParams {
  const status = searchParams.get('status') ?? '';
  const search = searchParams.get('search')?.trim() ?? '';
  const page = Number(searchParams.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: isOrderStatus(status) ? status : undefined,
    search: search || undefined,
  };
}
