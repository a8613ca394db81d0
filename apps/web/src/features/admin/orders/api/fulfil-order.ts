import {
  type DeclineCancelInput,
  type MarkPaidInput,
  type Order,
  OrderSchema,
  type ShipOrderInput,
} from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';
import { refreshIfOrderChanged, storeChangedOrder } from './order-cache.ts';

function orderPath(orderId: string, step: string): string {
  return `/orders/${encodeURIComponent(orderId)}/${step}`;
}

/**
 * PUT /api/orders/{id}/ship (admin): courier and AWB; a `Placed` or `Processing` order becomes
 * `Shipped`, a `Shipped` one has its shipment corrected. 400 with `details.fields` for a bad
 * body; 409 when the order is no longer shippable.
 */
export function useShipOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipOrderInput): Promise<Order> =>
      apiSend(orderPath(orderId, 'ship'), OrderSchema, { method: 'PUT', body }),
    onSuccess: (order) => storeChangedOrder(queryClient, order),
    onError: (error) => refreshIfOrderChanged(queryClient, orderId, error),
  });
}

/** PUT /api/orders/{id}/deliver (admin, no body): from `Placed`, `Processing` or `Shipped`. */
export function useDeliverOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Order> =>
      apiSend(orderPath(orderId, 'deliver'), OrderSchema, { method: 'PUT' }),
    onSuccess: (order) => storeChangedOrder(queryClient, order),
    onError: (error) => refreshIfOrderChanged(queryClient, orderId, error),
  });
}

/**
 * PUT /api/orders/{id}/decline-cancel (admin): `{ reason }`, mailed to the shopper; the order goes
 * back to the status it had before the request. 409 when no request is waiting.
 */
export function useDeclineCancel(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclineCancelInput): Promise<Order> =>
      apiSend(orderPath(orderId, 'decline-cancel'), OrderSchema, { method: 'PUT', body }),
    onSuccess: (order) => storeChangedOrder(queryClient, order),
    onError: (error) => refreshIfOrderChanged(queryClient, orderId, error),
  });
}

/**
 * PUT /api/orders/{id}/payment (admin): a cash-on-delivery or manual order's money arrived, with
 * how it was paid and a reference for the history; the invoice is issued with it. A repeat
 * changes nothing; 409 for an order paid online, refunded or cancelled unpaid.
 */
export function useMarkPaid(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkPaidInput): Promise<Order> =>
      apiSend(orderPath(orderId, 'payment'), OrderSchema, { method: 'PUT', body }),
    onSuccess: (order) => storeChangedOrder(queryClient, order),
    onError: (error) => refreshIfOrderChanged(queryClient, orderId, error),
  });
}
