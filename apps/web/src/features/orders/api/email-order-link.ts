import type { OrderLinkSent, OrderLookupRequest } from '@skins/shared';
import { apiWrite } from '#lib/api-client.ts';

/**
 * POST /api/orders/lookup/link: the order's link (with its token) to the order's own email, for
 * the number and email that found it; 404 for a wrong pair, 429 when asked too often. Without a
 * schema: the tracking page's island sends it (decision 045).
 */
export function emailOrderLink(pair: OrderLookupRequest): Promise<OrderLinkSent> {
  return apiWrite<OrderLinkSent>('/orders/lookup/link', { method: 'POST', body: pair });
}
