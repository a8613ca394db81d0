import { type OrderTracking, OrderTrackingSchema } from '@skins/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/orders/track-order/{id}: status and its history, no personal data. */
function trackOrder(orderId: string, signal?: AbortSignal): Promise<OrderTracking> {
  return apiGet(`/orders/track-order/${encodeURIComponent(orderId)}`, OrderTrackingSchema, {
    signal,
  });
}

export function trackOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.tracking(orderId),
    queryFn: ({ signal }) => trackOrder(orderId, signal),
    // The point of the page is the status now.
    staleTime: 0,
  });
}
