import { type Order, OrderSchema } from '@skins/shared';
import { apiGet } from '#lib/api-client.ts';

/** GET /api/orders/token/{token}: the order the confirmation mail links to. */
export function getOrderByToken(token: string, signal?: AbortSignal): Promise<Order> {
  return apiGet(`/orders/token/${encodeURIComponent(token)}`, OrderSchema, { signal });
}
