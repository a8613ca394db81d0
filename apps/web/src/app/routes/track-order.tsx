import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { prefetchWhenUnlocked } from '#features/gate/gate-flag.ts';
import { confirmationOrderQueryOptions } from '#features/orders/api/get-order.ts';
import { trackOrderQueryOptions } from '#features/orders/api/track-order.ts';
import {
  TRACKING_INPUT_PARAM,
  TrackOrderPage,
} from '#features/orders/tracking/track-order-page.tsx';
import { readTrackingInput } from '#features/orders/tracking/tracking-input.ts';
import { orderReturnsQueryOptions } from '#features/returns/api/list-returns.ts';
import { paths } from '#lib/paths.ts';

/**
 * `/track-order`: an order's status by its id (`?id=`), without personal data. The "order ID or
 * tracking link" form is a GET form (`?orderId=`, decision 045): a readable id or link goes on to
 * its page, `?id=` (or the order itself, for a link with its token alone); anything else stays
 * here and the page says what is missing.
 */
export function createLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const pasted = params.get(TRACKING_INPUT_PARAM);
    if (pasted !== null) {
      const target = readTrackingInput(pasted);
      if (target) {
        throw redirect(
          'id' in target
            ? paths.trackOrder(target.id, target.token)
            : paths.orderWithToken(target.token),
        );
      }
      return null;
    }
    const orderId = params.get('id')?.trim();
    const token = params.get('token')?.trim();
    if (orderId) await prefetchWhenUnlocked(queryClient, trackOrderQueryOptions(orderId));
    // The mails' link carries the token: a delivered order's page shows its returns too, and
    // whether any unit is left to return (the order's lines). A document: neither reaches the HTML
    // but as the text drawn from it.
    const tracking = orderId && queryClient.getQueryData(trackOrderQueryOptions(orderId).queryKey);
    if (orderId && token && tracking && tracking.status === 'Delivered') {
      await Promise.all([
        prefetchWhenUnlocked(queryClient, orderReturnsQueryOptions(orderId, token)),
        prefetchWhenUnlocked(queryClient, confirmationOrderQueryOptions(orderId, token)),
      ]);
    }
    return null;
  };
}

export function Component() {
  return <TrackOrderPage />;
}
