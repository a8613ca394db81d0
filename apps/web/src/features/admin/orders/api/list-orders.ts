import { type OrderList, OrderListSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminOrderKeys, type OrderListParams } from './order-keys.ts';

const ORDERS_PAGE_SIZE = 20;

/** GET /api/orders/all (admin): newest first, filtered by status and number/email/phone. */
function listOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderList> {
  return apiGet('/orders/all', OrderListSchema, {
    signal,
    query: { ...params, limit: ORDERS_PAGE_SIZE },
  });
}

const orderListQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: adminOrderKeys.list(params),
    queryFn: ({ signal }) => listOrders(params, signal),
    // New orders arrive all the time: fresh on every visit.
    staleTime: 0,
  });

export function useOrderList(params: OrderListParams) {
  // The previous page stays on screen while the next one loads, instead of a blank table.
  return useQuery({ ...orderListQueryOptions(params), placeholderData: keepPreviousData });
}
