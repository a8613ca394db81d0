import { type Order, OrderSchema } from '@skins/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { getOrderByToken } from './get-order-by-token.ts';
import { ORDER_TOKEN_HEADER, orderKeys } from './order-keys.ts';

/**
 * GET /api/orders/{id}: the order for whoever holds its token (or an admin); 404 otherwise. The
 * token goes in a header, not the URL, so it stays out of logs and the Referer.
 */
function getOrder(orderId: string, token: string | null, signal?: AbortSignal): Promise<Order> {
  return apiGet(`/orders/${encodeURIComponent(orderId)}`, OrderSchema, {
    signal,
    headers: token ? { [ORDER_TOKEN_HEADER]: token } : undefined,
  });
}

/**
 * The confirmation page's order: by id with the token (the tab that paid), or by the token alone
 * (the mail's link).
 */
export function confirmationOrderQueryOptions(orderId: string | null, token: string | null) {
  return queryOptions({
    queryKey: orderId ? orderKeys.detail(orderId) : orderKeys.byToken(token ?? ''),
    queryFn: ({ signal }) =>
      orderId ? getOrder(orderId, token, signal) : getOrderByToken(token ?? '', signal),
  });
}
