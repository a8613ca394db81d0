import { Component as OrderConfirmationRoute } from '#app/routes/order-confirmation.tsx';
import {
  createLoader as createTrackOrderLoader,
  Component as TrackOrderRoute,
} from '#app/routes/track-order.tsx';
import { renderCatalogRoute } from '#testing/render-catalog-route.tsx';

/** The order pages' routes as the app mounts them, without the site layout. */
export function renderOrderRoute(path: string) {
  return renderCatalogRoute(
    (queryClient) => [
      { path: 'order-confirmation/:orderId?', Component: OrderConfirmationRoute },
      {
        path: 'track-order',
        Component: TrackOrderRoute,
        loader: createTrackOrderLoader(queryClient),
      },
    ],
    path,
  );
}
