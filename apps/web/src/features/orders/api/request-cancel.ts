import type { CancelRequestInput, Order } from '@skins/shared';
import { apiWrite } from '#lib/api-client.ts';
import { ORDER_TOKEN_HEADER } from './order-keys.ts';

/**
 * PUT /api/orders/{id}/request-cancel with the order's token and the shopper's reason, if they
 * gave one: answers the order, now `CancelRequested`; 409 `CANNOT_CANCEL` once it is past
 * Processing. Without a schema: the tracking page's island sends it too (decision 045).
 */
export function requestOrderCancel(orderId: string, token: string, reason = ''): Promise<Order> {
  const given = reason.trim();
  return apiWrite<Order>(`/orders/${encodeURIComponent(orderId)}/request-cancel`, {
    method: 'PUT',
    headers: { [ORDER_TOKEN_HEADER]: token },
    ...(given ? { body: { reason: given } satisfies CancelRequestInput } : {}),
  });
}
